import TrellisCore
import TrellisRx
import TrellisUI

/// Makes the edit screen of `tasks/new` and `tasks/:id/edit`: a ``TaskEditView`` bound to a
/// ``TaskEditViewModel``, closing with the saved ``TaskItem`` as its result.
public enum TaskEditScreen {
  /// The screen editing `mode`'s task through `service`, scheduled by `environment`.
  public static func make(
    mode: TaskEditViewModel.Mode, service: TaskService, environment: ScreenEnvironment,
    today: @escaping () -> TaskDay
  ) -> Screen {
    let viewModel = TaskEditViewModel(
      mode: mode, service: service, scheduler: environment.mainScheduler,
      backgroundScheduler: environment.backgroundScheduler, today: today)
    let view = TaskEditView(form: viewModel.initialForm)
    return Screen(
      title: viewModel.navigationTitle, view: view, viewModel: viewModel,
      input: { _ in
        TaskEditViewModel.Input(
          title: view.titleField.rx.text.orEmpty.asObservable(),
          notes: view.notesField.rx.text.orEmpty.asObservable(),
          dueDate: view.dueDateField.rx.text.orEmpty.asObservable(),
          save: Observable.merge(view.saveButton.rx.tap.asObservable(), view.submits),
          cancel: view.cancelButton.rx.tap.asObservable())
      },
      bind: { output, screen in
        output.titleMessage.map { $0 ?? "" }.drive(view.titleMessage.rx.text)
          .disposed(by: screen.disposeBag)
        output.dueDateMessage.map { $0 ?? "" }.drive(view.dueDateMessage.rx.text)
          .disposed(by: screen.disposeBag)
        output.errorMessage.map { $0 ?? "" }.drive(view.errorMessage.rx.text)
          .disposed(by: screen.disposeBag)
        output.navigation.emit(to: screen.navigation).disposed(by: screen.disposeBag)
      })
  }
}
