import Foundation
import Synchronization

/// Global hooks of the reactive core.
public enum Hooks {
  /// Called with an error that reached a `subscribe` without an `onError` handler, and the
  /// call stack recorded when that subscription was made (empty unless
  /// `recordCallStackOnError` was on then).
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

  /// Returns the call stack to record for a subscription, one frame a string.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  private struct State {
    var defaultErrorHandler: DefaultErrorHandler = { callStack, error in
      #if DEBUG
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
          message += "subscription called from:\n\(callStack.joined(separator: "\n"))\n"
        }
        FileHandle.standardError.write(Data(message.utf8))
      #endif
    }
    var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
      #if DEBUG
        Thread.callStackSymbols
      #else
        []
      #endif
    }
  }

  private static let state = Mutex(State())
  /// Read on every subscription without an error handler, so kept apart from `state`: a
  /// load, where the mutex would cost a lock and a closure copy.
  private static let recordsCallStack = Atomic<Bool>(false)

  /// What happens to an error nobody handles; by default debug builds print it, and the
  /// subscription's call stack when one was recorded, to stderr.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { state.criticalSection { $0.defaultErrorHandler } }
    set { state.criticalSection { $0.defaultErrorHandler = newValue } }
  }

  /// Whether `subscribe` calls without an error handler record the call stack (with
  /// `customCaptureSubscriptionCallstack`) when they subscribe, to hand it to
  /// `defaultErrorHandler` if an error comes. Off by default: capturing a stack is slow.
  public static var recordCallStackOnError: Bool {
    get { recordsCallStack.load(ordering: .relaxed) }
    set { recordsCallStack.store(newValue, ordering: .relaxed) }
  }

  /// How a subscription's call stack is captured when `recordCallStackOnError` is on; by
  /// default `Thread.callStackSymbols` in debug builds and nothing in release builds.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { state.criticalSection { $0.customCaptureSubscriptionCallstack } }
    set { state.criticalSection { $0.customCaptureSubscriptionCallstack = newValue } }
  }

  /// The call stack to keep for a subscription being made now: the custom capture's when
  /// `recordCallStackOnError` is on, otherwise empty.
  @usableFromInline
  static func subscriptionCallStack() -> [String] {
    guard recordsCallStack.load(ordering: .relaxed) else { return [] }
    return state.criticalSection { $0.customCaptureSubscriptionCallstack }()
  }
}
