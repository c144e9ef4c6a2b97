import Foundation
import Trellis

/// The task list's view model, in the seed's shape: inputs are subjects the view feeds,
/// outputs are drivers (state) and signals (one-off events) the view binds.
///
/// Beyond the seed's three inputs, the list takes a toggle, the filter text, the user's
/// answer to the delete question, and the edit screen's result. Instead of
/// `presentTaskEditViewModel`, it outputs the Trellis way — navigation intents to
/// `tasks/new` (presented) and `tasks/:id/edit` (pushed) — and the edit screen's view
/// model is made by its route.
public protocol TaskListViewModelType {
  // MARK: Input

  /// The add button (or `n`) was pressed.
  var addButtonDidTap: PublishSubject<Void> { get }
  /// A row was chosen (Enter or a click).
  var itemDidSelect: PublishSubject<IndexPath> { get }
  /// The user asked to delete a row (`d`); the list asks first (``confirmDeletion``).
  var itemDeleted: PublishSubject<IndexPath> { get }
  /// A row's done state should flip (Space).
  var itemDidToggle: PublishSubject<IndexPath> { get }
  /// The filter's text, as typed (an empty text shows every task).
  var filterText: PublishSubject<String> { get }
  /// The user confirmed deleting this task.
  var deletionDidConfirm: PublishSubject<TaskItem> { get }
  /// The edit screen closed with this saved task (its navigation result).
  var taskDidSave: PublishSubject<TaskItem> { get }

  // MARK: Output

  /// The title over the list, with the counts: `Tasks: 2 to do, 1 done`.
  var navigationBarTitle: Driver<String?> { get }
  /// The sections to show: "To do" and "Done", filtered; empty sections left out.
  var sections: Driver<[TaskListSection]> { get }
  /// What to show instead of rows — loading, no tasks, nothing matches — or nil.
  var emptyMessage: Driver<String?> { get }
  /// Where to go: present `tasks/new`, or push `tasks/:id/edit`.
  var presentTaskEdit: Signal<NavigationIntent> { get }
  /// A task to ask about before deleting it.
  var confirmDeletion: Signal<TaskItem> { get }
  /// A row to select: where a toggled or saved task is now.
  var selectRow: Signal<IndexPath> { get }
  /// Messages for the status bar when loading or storing failed.
  var errorMessage: Signal<String> { get }
}
