import Foundation
import TrellisCore
import TrellisRx
import TrellisUI

/// Builds the `counters` screen: loads the counters, pairs a ``CounterListViewModel`` with a
/// ``CounterListView``, and binds the output to the list, the selection, the undo toast and
/// the ``CounterStore``.
///
/// The view model never learns about storage or the shell: the screen is where its output
/// meets them. Each change of the list is saved off the main thread (one save at a time, in
/// order); a failed save is shown in the status bar and the counters stay on screen, to be
/// written by the next change. Saves not done when the user quits are the app's pending work
/// (`ServiceKey.pendingWork`): it waits for them before it ends. A delete shows a toast
/// whose `u` key brings the counter back.
enum CountersScreen {
  /// How long the undo toast stays.
  static let undoDuration: RxTimeInterval = .seconds(5)
  /// The undo toast's message.
  static let deletedMessage = "Counter deleted"

  /// The screen, starting with the `initial` counters `store` loaded (``CounterStore/load()``
  /// or ``CounterStore/loading(on:)``, off the main thread).
  ///
  /// - Throws: `ServiceError` without a notifier.
  static func make(
    store: CounterStore, initial: [Counter], environment: ScreenEnvironment,
    makeID: @escaping () -> UUID = UUID.init
  ) throws -> Screen {
    let notifier = try environment.services.resolve(.notifier)
    let view = CounterListView()
    let undo = PublishRelay<Void>()
    return Screen(
      title: "Counters", view: view,
      viewModel: CounterListViewModel(initialCounters: initial, makeID: makeID),
      input: { _ in
        CounterListViewModel.Input(
          value: view.values.asObservable(),
          add: view.addButton.rx.tap.asObservable(),
          delete: view.deletes.asObservable(),
          undo: undo.asObservable())
      },
      bind: { output, screen in
        view.bind(output.counters).disposed(by: screen.disposeBag)
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
        .subscribe(onNext: { notifier.error($0.statusBarMessage) })
        .disposed(by: screen.disposeBag)
      })
  }
}
