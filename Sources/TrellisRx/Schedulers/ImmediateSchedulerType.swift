/// A scheduler that runs work now (or as soon as it can), without a delay.
public protocol ImmediateSchedulerType {
  /// Schedules `action` with `state`; disposing the result cancels it if it has not run.
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable
}

extension ImmediateSchedulerType {
  /// Schedules `action`, which may call its second argument to schedule itself again
  /// with a new state. Disposing the result cancels every pending repetition.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
    recursive.schedule(state)
    return Disposables.create(with: recursive.dispose)
  }
}
