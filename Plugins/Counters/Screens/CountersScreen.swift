import Foundation
import Trellis

/// Builds the `counters` screen: loads the counters, pairs a ``CounterListViewModel`` with a
/// ``CounterListView``, and binds the output to the list, the selection, the undo toast and
/// the ``CounterStore``.
///
/// The view model never learns about storage or the shell: the screen is where its output
/// meets them. Each change of the list is saved off the main thread (one save at a time, in
/// order). A failed save is shown in the status bar, the counters stay on screen, and the
/// save is tried again every second until it succeeds (then a notice says so). Saves not
/// done when the user quits are the app's pending work (`ServiceKey.pendingWork`): it waits
/// for them before it ends, and says so on standard error when they still fail. A delete
/// shows a toast whose `u` key brings the counter back. Damaged rows show after the
/// counters, read-only.
@MainActor
enum CountersScreen {
  /// The notice once the counters are stored after failed saves.
  static let recoveredMessage = "The counters are saved now."

  /// The notice at open when stored rows are damaged.
  static func damagedMessage(count: Int) -> String {
    let rows = count == 1 ? "1 stored counter is" : "\(count) stored counters are"
    return "\(rows) damaged and left as stored (shown last); the others work as usual."
  }

  /// How long the undo toast stays.
  static let undoDuration: RxTimeInterval = .seconds(5)
  /// The undo toast's message.
  static let deletedMessage = "Counter deleted"

  /// The screen, starting with the `initial` counters `store` loaded
  /// (``CounterStore/loading(on:)``, off the main thread); damaged rows show after them.
  ///
  /// - Throws: `ServiceError` without a notifier.
  static func make(
    store: CounterStore, initial: StoredCounters, environment: ScreenEnvironment,
    makeID: @escaping () -> UUID = UUID.init
  ) throws -> Screen {
    let notifier = try environment.services.resolve(.notifier)
    let view = CounterListView()
    let undo = PublishRelay<Void>()
    return Screen(
      title: "Counters", view: view,
      viewModel: CounterListViewModel(initialCounters: initial.counters, makeID: makeID),
      input: { _ in
        CounterListViewModel.Input(
          value: view.values.asObservable(),
          add: view.addButton.rx.tap.asObservable(),
          delete: view.deletes.asObservable(),
          undo: undo.asObservable())
      },
      bind: { output, screen in
        view.bind(output.counters, damaged: initial.damaged).disposed(by: screen.disposeBag)
        if !initial.damaged.isEmpty {
          notifier.notice(damagedMessage(count: initial.damaged.count))
        }
        output.selection
          .subscribe(onNext: { view.selectRow($0) })
          .disposed(by: screen.disposeBag)
        output.deleted
          .subscribe(onNext: { _ in
            notifier.toast(
              deletedMessage, action: KeyHint("u", "undo"), duration: undoDuration,
              onAction: { undo.accept(()) })
          })
          .disposed(by: screen.disposeBag)
        store.saving(
          output.counters.skip(1), on: environment.backgroundScheduler,
          tracking: environment.services.resolveIfPresent(.pendingWork)
        )
        .observe(on: environment.mainScheduler)
        .subscribe(onNext: { event in
          switch event {
          case .failed(let error): notifier.error(error.statusBarMessage)
          case .recovered: notifier.notice(recoveredMessage)
          }
        })
        .disposed(by: screen.disposeBag)
      })
  }
}
