/// Factory methods for disposables.
public struct Disposables {
  private init() {}

  /// A disposable that does nothing when disposed.
  @inlinable
  public static func create() -> Disposable {
    NopDisposable.noOp
  }

  /// A disposable that runs `dispose` once, the first time it is disposed.
  @inlinable
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both `disposable1` and `disposable2`, once.
  @inlinable
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    BinaryDisposable(disposable1, disposable2)
  }

  /// A disposable that disposes all three, once.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// A disposable that disposes all of `disposables`, once.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposables: Disposable...
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  /// A disposable that disposes all of `disposables`, once.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    switch disposables.count {
    case 2: return BinaryDisposable(disposables[0], disposables[1])
    default: return CompositeDisposable(disposables: disposables)
    }
  }
}
