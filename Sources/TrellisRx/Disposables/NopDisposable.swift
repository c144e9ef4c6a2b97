/// A disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable {
  @usableFromInline
  static let noOp: Disposable = NopDisposable()

  @inlinable
  init() {}

  @inlinable
  func dispose() {}
}
