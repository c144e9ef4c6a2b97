/// A `Producer` that keeps what its subscriptions need in a stored `state` instead of a
/// capturing closure: the sequence is one object, where a capturing closure would add a
/// second allocation for the captures.
///
/// `run` should capture nothing; written in specialized code (an `@inlinable` operator
/// used with concrete types) it then needs no context at all. Subscribing trampolines
/// through the `CurrentThreadScheduler` as `Producer` does.
///
/// A closure kept in `state` is stored as generically as `State` is, so handing it to a
/// sink that stores it typed makes a conversion thunk, one allocation per subscription.
/// Operators that hand a closure to their sinks use typed fields for that reason:
/// `SelectorProducer` (`map`, `flatMap`, `flatMapLatest`), `FilterProducer`, `CatchProducer`.
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
    onTrampoline { run(state, observer) }
  }
}

/// Runs a subscription on the `CurrentThreadScheduler`'s trampoline, as every producer
/// subscribes: at once when a trampoline already runs on this thread, else inside a new one.
@inlinable
func onTrampoline(_ subscribe: () -> Disposable) -> Disposable {
  if CurrentThreadScheduler.isScheduleRequired {
    return CurrentThreadScheduler.trampoline(subscribe)
  }
  return subscribe()
}
