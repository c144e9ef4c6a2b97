/// The sequence behind an operator whose subscriptions each apply a selector to the source's
/// elements: `map`, `flatMap`, `flatMapLatest`.
///
/// The source and the selector are typed fields, so a subscription hands the selector to
/// its sink as it is (a closure kept in `StatefulProducer`'s generic state would need a
/// conversion, an allocation per subscription). The selector's type must match the sink's
/// field exactly, generic parameter for generic parameter: `filter` (whose predicate
/// returns `Bool`) and `catch` (whose handler takes an `Error`) have producers of their own.
///
/// `run` makes the subscription; written without captures in the operator, it is code
/// specialized where the sequence was made.
@usableFromInline
final class SelectorProducer<SourceElement, Output, Element>: Observable<Element> {
  @usableFromInline
  let source: Observable<SourceElement>
  @usableFromInline
  let selector: (SourceElement) throws -> Output
  @usableFromInline
  let run: (SelectorProducer<SourceElement, Output, Element>, AnyObserver<Element>) -> Disposable

  @inlinable
  init(
    source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Output,
    run:
      @escaping (SelectorProducer<SourceElement, Output, Element>, AnyObserver<Element>)
      -> Disposable
  ) {
    self.source = source
    self.selector = selector
    self.run = run
    super.init()
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    onTrampoline { run(self, observer) }
  }
}
