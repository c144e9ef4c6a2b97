import Trellis

/// Makes the edit screen of `tasks/new` and `tasks/:id/edit`: a ``TaskEditView`` bound to a
/// ``TaskEditViewModel``, closing with the saved ``TaskItem`` as its result.
///
/// A form with unsaved changes asks before it is discarded (by its Cancel button, Esc, a
/// tab switch, a deep link or quitting) with a dialog whose default is to keep editing.
@MainActor
public enum TaskEditScreen {
  /// The question asked before unsaved changes are discarded.
  static let discardTitle = "Discard changes?"

  /// The screen editing `mode`'s task through `service`, scheduled by `environment`.
  public static func make(
    mode: TaskEditViewModel.Mode, service: TaskService, environment: ScreenEnvironment,
    today: @escaping () -> TaskDay
  ) -> Screen {
    let viewModel = TaskEditViewModel(
      mode: mode, service: service, scheduler: environment.mainScheduler,
      backgroundScheduler: environment.backgroundScheduler, today: today)
    let view = TaskEditView(form: viewModel.initialForm)
    let notifier = environment.services.resolveIfPresent(.notifier)
    return Screen(
      title: viewModel.navigationTitle, view: view, viewModel: viewModel,
      input: { screen in
        TaskEditViewModel.Input(
          title: view.titleField.rx.text.orEmpty.asObservable(),
          notes: view.notesField.rx.text.orEmpty.asObservable(),
          dueDate: view.dueDateField.rx.text.orEmpty.asObservable(),
          save: Observable.merge(view.saveButton.rx.tap.asObservable(), view.submits),
          cancel: view.cancelButton.rx.tap.asObservable()
            .flatMapFirst { [weak screen] _ in
              screen?.shouldClose().asObservable() ?? .just(true)
            }
            .filter { $0 }.map { _ in () })
      },
      bind: { output, screen in
        output.titleMessage.map { $0 ?? "" }.drive(view.titleMessage.rx.text)
          .disposed(by: screen.disposeBag)
        output.dueDateMessage.map { $0 ?? "" }.drive(view.dueDateMessage.rx.text)
          .disposed(by: screen.disposeBag)
        output.errorMessage.map { $0 ?? "" }.drive(view.errorMessage.rx.text)
          .disposed(by: screen.disposeBag)
        output.saveNotice.map { $0 ?? "" }.drive(view.saveNotice.rx.text)
          .disposed(by: screen.disposeBag)
        output.navigation.emit(to: screen.navigation).disposed(by: screen.disposeBag)
        // Text cut is said to be cut, and why: typed, pasted, or from the link.
        let initialCut = view.titleField.lastCut
        if !initialCut.isEmpty {
          // Once the screen shows: opening it clears the status bar.
          Observable.just(()).observe(on: environment.mainScheduler)
            .subscribe(onNext: { notifier?.error(initialCut.message(field: "title")) })
            .disposed(by: screen.disposeBag)
        }
        view.titleField.rx.cut
          .subscribe(onNext: { notifier?.error($0.message(field: "title")) })
          .disposed(by: screen.disposeBag)
        view.notesField.rx.cut
          .subscribe(onNext: { notifier?.error($0.message(field: "notes")) })
          .disposed(by: screen.disposeBag)
        let unsaved = BehaviorRelay(value: false)
        output.hasUnsavedChanges.drive(unsaved).disposed(by: screen.disposeBag)
        screen.closeGuard = { [weak view] in
          guard unsaved.value else { return .just(true) }
          guard let window = view?.window else {
            // Hidden behind another tab: it cannot ask, so it stays (a second quit quits).
            notifier?.error(
              "A task form has unsaved changes in its tab: save or cancel it, or press q "
                + "again to quit without it.")
            return .just(false)
          }
          return Dialog.confirm(
            in: window, title: discardTitle,
            message: "The changes to this task are not saved. Discard them?",
            confirmTitle: "Discard", cancelTitle: "Keep editing", focusesCancel: true)
        }
      })
  }
}
