import Foundation
import Synchronization
import TrellisRx

/// Checks, in debug builds, that an object made for one thread — a `Window`, the navigator,
/// the shell: the main thread in an app — is used only on that thread, and says which call
/// was wrong when it is not. Release builds check nothing.
///
/// The owner is the main queue when the object was made there (an app; the main queue may
/// be drained by another thread than the process's first after `dispatchMain()`, as in
/// test runners), else the thread that made it (a test's own thread). A call from elsewhere — a binding that
/// forgot `observe(on: MainScheduler.instance)`, a `subscribe(onSuccess:)` of a background
/// `Single` that touches a view — is reported through ``report``, by default on stderr:
///
/// ```
/// Trellis: Window.setNeedsDisplay() was called on thread 0x7f3a… but the Window belongs to
/// thread 0x7f40… (the thread that made it; the main thread in an app). Deliver UI work
/// there: observe(on: MainScheduler.instance), or a Driver or Signal.
/// ```
public struct ThreadConfinement: Sendable {
  /// What to do with a report; by default each distinct message is written once to stderr.
  /// Tests set it to collect the messages.
  public static var report: @Sendable (String) -> Void {
    get { reporter.criticalSection { $0 } }
    set { reporter.criticalSection { $0 = newValue } }
  }

  private static let reporter = Mutex<@Sendable (String) -> Void>(writeOnce)
  private static let written = Mutex<Set<String>>([])

  /// Who owns the object: the main queue, or one thread (by id).
  private enum Owner: Equatable {
    case mainQueue
    case thread(UInt)
  }

  private let owner: Owner
  /// The owner's type name, for messages.
  private let typeName: String

  /// Confinement to the calling thread, for an object of type `type`.
  public init(_ type: Any.Type) {
    owner = Self.isOnMainQueue ? .mainQueue : .thread(Self.currentThread)
    typeName = String(describing: type)
  }

  /// Whether the caller runs where the owner does.
  public var isOnOwnerThread: Bool {
    switch owner {
    case .mainQueue: return Self.isOnMainQueue
    case .thread(let id): return Self.currentThread == id
    }
  }

  /// In debug builds, reports `function` when it runs on another thread than the owner.
  @inline(__always)
  public func check(_ function: StaticString = #function) {
    #if DEBUG
      guard !isOnOwnerThread else { return }
      let current = "thread 0x\(String(Self.currentThread, radix: 16))"
      let home: String
      switch owner {
      case .mainQueue: home = "the main queue"
      case .thread(let id): home = "thread 0x\(String(id, radix: 16)) (the thread that made it)"
      }
      Self.report(
        "Trellis: \(typeName).\(function) was called on \(current) but the \(typeName) "
          + "belongs to \(home). Deliver UI work there: "
          + "observe(on: MainScheduler.instance), or a Driver or Signal.")
    #endif
  }

  /// Marks the main queue, so that work it runs is known wherever it runs.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue (or the main thread).
  private static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  private static var currentThread: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }

  private static let writeOnce: @Sendable (String) -> Void = { message in
    guard written.criticalSection({ $0.insert(message).inserted }) else { return }
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
