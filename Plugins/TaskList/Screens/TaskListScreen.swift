import Foundation
import Trellis

/// The `tasks` screen: a ``TaskListView`` bound to a ``TaskListViewModel``.
///
/// The bindings are the seed's view controller: the view's events feed the view model's
/// subjects, its drivers fill the view, its intents go to the navigator. Two things only
/// the screen can do: ask before deleting (a `Dialog.confirm` over the window, Keep
/// focused) and speak to the status bar through the app's notifier — a deleted task's
/// toast offers `u` to bring it back.
public final class TaskListScreen: Screen {
  /// The view model (kept as long as the screen).
  public let listViewModel: TaskListViewModel
  /// The view.
  public let listView: TaskListView

  /// How long the undo toast of a deleted task stays.
  static let undoDuration: RxTimeInterval = .seconds(5)

  /// A screen listing `service`'s tasks, scheduled by `environment`, reporting through
  /// `notifier` (nil: errors show only in the list's message line).
  public init(
    service: TaskService, environment: ScreenEnvironment, notifier: AppNotifier?,
    today: @escaping () -> TaskDay
  ) {
    let view = TaskListView()
    listView = view
    listViewModel = TaskListViewModel(
      service: service, scheduler: environment.mainScheduler,
      backgroundScheduler: environment.backgroundScheduler, today: today)
    super.init(title: "Tasks", view: view)
    bind(notifier: notifier)
    bindUndo(service: service, notifier: notifier, on: environment.backgroundScheduler)
  }

  /// Each deleted task gets a toast whose `u` stores it again.
  private func bindUndo(
    service: TaskService, notifier: AppNotifier?, on background: ImmediateSchedulerType
  ) {
    guard let notifier else { return }
    service.didDelete
      .subscribe(onNext: { task in
        notifier.toast(
          "Deleted \"\(task.title)\"", action: KeyHint("u", "undo"),
          duration: Self.undoDuration,
          onAction: {
            _ = service.restore(task, on: background)
              .subscribe(onFailure: { notifier.error($0) })
          })
      })
      .disposed(by: disposeBag)
  }

  private func bind(notifier: AppNotifier?) {
    let view = listView
    let viewModel = listViewModel
    let bag = disposeBag

    // Input
    view.addRequests.bind(to: viewModel.addButtonDidTap).disposed(by: bag)
    view.listView.rx.itemSelected.bind(to: viewModel.itemDidSelect).disposed(by: bag)
    view.listView.rx.itemDeleted.bind(to: viewModel.itemDeleted).disposed(by: bag)
    view.toggleRequests.bind(to: viewModel.itemDidToggle).disposed(by: bag)
    view.filterQuery.bind(to: viewModel.filterText).disposed(by: bag)
    results(of: TaskItem.self).bind(to: viewModel.taskDidSave).disposed(by: bag)

    // Output
    viewModel.navigationBarTitle.drive(view.titleLabel.rx.text).disposed(by: bag)
    // The selection stays on the task the user chose when the rows change (the filter
    // opens, narrows or closes; another screen adds a task): read before the rows change,
    // selected again after.
    var shownSections: [TaskListSection] = []
    var chosen: TaskItem?
    viewModel.sections
      .drive(onNext: { [weak view] sections in
        chosen = view?.listView.indexPathForSelectedRow.flatMap {
          TaskListViewModel.task(at: $0, in: shownSections)
        }
        shownSections = sections
      })
      .disposed(by: bag)
    viewModel.sections.drive(view.listView.rx.items(dataSource: view.dataSource))
      .disposed(by: bag)
    viewModel.sections
      .drive(onNext: { [weak view] sections in
        if let task = chosen, let path = TaskListViewModel.indexPath(of: task, in: sections) {
          view?.listView.selectRow(at: path)
        }
        view?.selectFirstRowIfNeeded()
      })
      .disposed(by: bag)
    viewModel.emptyMessage.map { $0 ?? "" }.drive(view.emptyLabel.rx.text).disposed(by: bag)
    viewModel.selectRow
      .emit(onNext: { [weak view] path in view?.listView.selectRow(at: path) })
      .disposed(by: bag)
    viewModel.presentTaskEdit.emit(to: navigation).disposed(by: bag)
    viewModel.confirmDeletion
      .emit(onNext: { [weak self] task in self?.askToDelete(task) })
      .disposed(by: bag)
    viewModel.errorMessage
      .emit(onNext: { message in notifier?.error(message) })
      .disposed(by: bag)
    results(of: TaskItem.self)
      .subscribe(onNext: { task in notifier?.notice("Saved \"\(Self.quoted(task.title))\"") })
      .disposed(by: bag)
  }

  /// The most columns of a title quoted in a message: the question after it stays in view.
  static let quotedTitleWidth = 60

  /// `title` as a message quotes it: ready for the screen, cut to ``quotedTitleWidth``.
  static func quoted(_ title: String) -> String {
    TextLayout.truncate(DisplayText(title).string, toWidth: quotedTitleWidth)
  }

  /// Asks whether to delete `task`; a yes goes to the view model.
  private func askToDelete(_ task: TaskItem) {
    guard let window = listView.window else { return }
    Dialog.confirm(
      in: window, title: "Delete task",
      message: "Delete \"\(Self.quoted(task.title))\"? You can undo it for a few seconds with u.",
      confirmTitle: "Delete", cancelTitle: "Keep", focusesCancel: true
    )
    .subscribe(onSuccess: { [listViewModel] confirmed in
      if confirmed { listViewModel.deletionDidConfirm.onNext(task) }
    })
    .disposed(by: disposeBag)
  }
}
