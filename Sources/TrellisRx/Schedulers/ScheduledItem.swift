/// An action waiting in a scheduler's queue.
protocol ScheduledItemType: Cancelable {
  /// Runs the action unless the item was disposed.
  func invoke()
}

/// An action and its state, waiting to run; disposing it cancels the run or disposes
/// what the run returned.
///
/// `@unchecked Sendable`: immutable after init, and `disposable` is thread-safe; `state`
/// and `action` are handed to the one thread that runs the item.
final class ScheduledItem<State>: ScheduledItemType, @unchecked Sendable {
  private let action: (State) -> Disposable
  private let state: State
  private let disposable = SingleAssignmentDisposable()

  init(state: State, action: @escaping (State) -> Disposable) {
    self.state = state
    self.action = action
  }

  var isDisposed: Bool {
    disposable.isDisposed
  }

  func invoke() {
    disposable.setDisposable(action(state))
  }

  func dispose() {
    disposable.dispose()
  }
}
