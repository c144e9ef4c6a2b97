import Synchronization

/// A disposable that only records whether it was disposed.
///
/// `@unchecked Sendable`: its one property, `flag`, is an `Atomic`.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A disposable that is already disposed.
  public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

  private let flag: Atomic<Bool>

  /// A disposable that is not yet disposed.
  public init() {
    flag = Atomic(false)
  }

  /// A disposable whose state is `isDisposed`.
  public init(isDisposed: Bool) {
    flag = Atomic(isDisposed)
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool {
    flag.load(ordering: .acquiring)
  }

  /// Marks the disposable disposed.
  public func dispose() {
    flag.store(true, ordering: .releasing)
  }
}
