/// A disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
  @usableFromInline
  static let noOp: any Disposable & Sendable = NopDisposable()

  @inlinable
  init() {}

  @inlinable
  func dispose() {}
}
