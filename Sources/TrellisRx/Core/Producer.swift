/// The observable behind every operator: it runs a subscription closure.
///
/// A trampolined producer subscribes through the `CurrentThreadScheduler` as RxSwift's
/// operators do, so work scheduled on it during a subscription runs after the subscription
/// is set up. Sequences that emit at once without scheduling anything (`just`, `empty`,
/// `error`, `never`) skip the trampoline.
@usableFromInline
final class Producer<Element>: Observable<Element> {
  @usableFromInline
  let run: (AnyObserver<Element>) -> Disposable
  @usableFromInline
  let trampolined: Bool

  @inlinable
  init(trampolined: Bool = true, _ run: @escaping (AnyObserver<Element>) -> Disposable) {
    self.run = run
    self.trampolined = trampolined
    super.init()
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    guard trampolined else { return run(observer) }
    return onTrampoline { run(observer) }
  }
}
