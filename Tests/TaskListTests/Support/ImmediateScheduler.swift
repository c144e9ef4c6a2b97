import Trellis

/// A scheduler that runs work at once, on the calling thread, even inside another
/// subscription (where `CurrentThreadScheduler` would queue it until that one returns).
struct ImmediateScheduler: ImmediateSchedulerType {
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    action(state)
  }
}
