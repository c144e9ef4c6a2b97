import Foundation
import Synchronization

/// Checks, in debug builds, that an object made for one thread — a `Window`, the navigator,
/// the shell: the main thread in an app — is used only on that thread, and says which call
/// was wrong when it is not. Release builds check nothing.
///
/// The owner is the thread that made the object (tests make their windows and navigators on
/// the test's thread, apps on the main thread). A call from another thread — a binding that
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
    get { reporter.withLock { $0 } }
    set { reporter.withLock { $0 = newValue } }
  }

  private static let reporter = Mutex<@Sendable (String) -> Void>(writeOnce)
  private static let written = Mutex<Set<String>>([])

  /// The owning thread's id.
  private let owner: UInt
  /// The owner's type name, for messages.
  private let typeName: String

  /// Confinement to the calling thread, for an object of type `type`.
  public init(_ type: Any.Type) {
    owner = Self.currentThread
    typeName = String(describing: type)
  }

  /// Whether the calling thread is the owner.
  public var isOnOwnerThread: Bool {
    Self.currentThread == owner
  }

  /// In debug builds, reports `function` when it runs on another thread than the owner.
  @inline(__always)
  public func check(_ function: StaticString = #function) {
    #if DEBUG
      let current = Self.currentThread
      guard current != owner else { return }
      Self.report(
        "Trellis: \(typeName).\(function) was called on thread 0x\(String(current, radix: 16)) "
          + "but the \(typeName) belongs to thread 0x\(String(owner, radix: 16)) (the thread "
          + "that made it; the main thread in an app). Deliver UI work there: "
          + "observe(on: MainScheduler.instance), or a Driver or Signal.")
    #endif
  }

  private static var currentThread: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }

  private static let writeOnce: @Sendable (String) -> Void = { message in
    guard written.withLock({ $0.insert(message).inserted }) else { return }
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
