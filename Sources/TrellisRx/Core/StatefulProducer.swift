/// A `Producer` that keeps what its subscriptions need in a stored `state` instead of a
/// capturing closure: the sequence is one object, where a capturing closure would add a
/// second allocation for the captures.
///
/// `run` should capture nothing; written in specialized code (an `@inlinable` operator
/// used with concrete types) it then needs no context at all. Subscribing trampolines
/// through the `CurrentThreadScheduler` as `Producer` does.
@usableFromInline
final class StatefulProducer<Element, State>: Observable<Element> {
  @usableFromInline
  let state: State
  @usableFromInline
  let run: (State, AnyObserver<Element>) -> Disposable

  @inlinable
  init(_ state: State, _ run: @escaping (State, AnyObserver<Element>) -> Disposable) {
    self.state = state
    self.run = run
    super.init()
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    if CurrentThreadScheduler.isScheduleRequired {
      return CurrentThreadScheduler.trampoline { run(state, observer) }
    }
    return run(state, observer)
  }
}
