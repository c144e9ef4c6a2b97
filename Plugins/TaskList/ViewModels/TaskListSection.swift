import Foundation
import Trellis

/// A section of the task list — "To do" or "Done" — and its rows: the seed's
/// `TaskListSection`, as TrellisUI's `ListSection` (the RxDataSources `SectionModel`
/// shape) that `list.rx.items(dataSource:)` binds.
public typealias TaskListSection = ListSection<TaskCellModel>

extension ListSection where Item == TaskCellModel {
  /// The header of the tasks not done yet.
  public static var toDoHeader: String { "To do" }
  /// The header of the tasks done.
  public static var doneHeader: String { "Done" }

  /// The sections for `tasks` (in the order given), keeping those whose title or notes
  /// contain `filter` (ignoring case; an empty filter keeps all): "To do", then "Done". A
  /// section with no rows is left out.
  public static func sections(for tasks: [TaskItem], filter: String, today: TaskDay)
    -> [TaskListSection]
  {
    let query = filter.trimmingCharacters(in: .whitespaces)
    var toDo: [TaskCellModel] = []
    var done: [TaskCellModel] = []
    for task in tasks where query.isEmpty || matches(task, query) {
      let row = TaskCellModel(task: task, today: today)
      if task.isDone { done.append(row) } else { toDo.append(row) }
    }
    var sections: [TaskListSection] = []
    if !toDo.isEmpty { sections.append(TaskListSection(header: toDoHeader, items: toDo)) }
    if !done.isEmpty { sections.append(TaskListSection(header: doneHeader, items: done)) }
    return sections
  }

  private static func matches(_ task: TaskItem, _ query: String) -> Bool {
    task.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      || task.notes.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
