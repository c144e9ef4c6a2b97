/// The tasks a list shows, built from one ordered stream: the first load and the model
/// events of the ``TaskService``, in the order they reach the list.
///
/// Events may reach the list before the load's result, whatever the load read: an event
/// that comes while the list is loading is kept, and applied, in order, to the tasks the
/// load read once they come. Applying an event the read already holds changes nothing (a
/// created task replaces the one with its id, an update writes the state the read has or
/// one that a later event overwrites, a deleted task that is not there stays away), so the
/// list ends as stored, however the load and the writes interleave. Events after the load
/// apply at once.
struct TaskListContent: Equatable {
  /// One thing that happened to the list.
  enum Change: Equatable {
    /// The first load read these tasks, newest first.
    case loaded([TaskItem])
    /// The first load failed, for this reason (already shown to the user).
    case loadFailed(String)
    /// A task was created, or a deleted one restored.
    case created(TaskItem)
    /// A task was changed.
    case updated(TaskItem)
    /// A task was deleted.
    case deleted(TaskItem)
  }

  /// Where the first load is.
  enum LoadState: Equatable {
    case loading
    case loaded
    case failed
  }

  /// The tasks to show, newest first (none while loading).
  private(set) var tasks: [TaskItem] = []
  /// Where the first load is.
  private(set) var state = LoadState.loading
  /// The events that came while the list was loading, oldest first.
  private var early: [Change] = []

  /// The content after `change`.
  func applying(_ change: Change) -> TaskListContent {
    var content = self
    switch change {
    case .loaded(let loaded):
      content.finishLoading(.loaded, with: loaded)
    case .loadFailed:
      // Nothing was read; changes made since still show.
      content.finishLoading(.failed, with: [])
    case .created, .updated, .deleted:
      if state == .loading {
        content.early.append(change)
      } else {
        content.tasks = TaskListContent.apply(change, to: tasks)
      }
    }
    return content
  }

  private mutating func finishLoading(_ state: LoadState, with loaded: [TaskItem]) {
    guard self.state == .loading else { return }
    self.state = state
    tasks = early.reduce(loaded) { TaskListContent.apply($1, to: $0) }
    early = []
  }

  /// `list` after the model event `change`.
  private static func apply(_ change: Change, to list: [TaskItem]) -> [TaskItem] {
    var list = list
    switch change {
    case .created(let task):
      if let index = list.firstIndex(where: { $0.id == task.id }) {
        list[index] = task
      } else {
        // Newest first, as stored: a new task goes on top, a restored one to its place.
        list.insert(task, at: list.firstIndex { $0.id < task.id } ?? list.count)
      }
    case .updated(let task):
      if let index = list.firstIndex(where: { $0.id == task.id }) { list[index] = task }
    case .deleted(let task):
      list.removeAll { $0.id == task.id }
    case .loaded, .loadFailed:
      break
    }
    return list
  }
}
