import Foundation
import Trellis

/// Makes the `repos/local/commit?path=…&id=…` screen: a ``PageView`` bound to a
/// ``CommitViewModel``.
@MainActor
enum CommitScreen {
  static func make(
    path: String, id: String, git: GitService, environment: ScreenEnvironment, focus: RepoFocus
  ) -> Screen {
    let view = PageView(
      mainScheduler: environment.mainScheduler,
      backgroundScheduler: environment.backgroundScheduler)
    let scheduler = environment.mainScheduler
    let viewModel = CommitViewModel(
      path: path, id: id, git: git, scheduler: scheduler,
      backgroundScheduler: environment.backgroundScheduler)
    let shortID = String(id.prefix(7))
    let screen = Screen(
      title: "Commit \(shortID)", view: view, viewModel: viewModel,
      input: { _ in CommitViewModel.Input(retry: view.retryRequests) },
      bind: { output, screen in
        output.state
          .drive(onNext: { state in
            view.document.content = { width in
              CommitPage.lines(state, id: shortID, width: width, now: Date())
            }
          })
          .disposed(by: screen.disposeBag)
      })
    let repository = LocalRepository(
      path: path, name: LocalRepository.name(forPath: path), layout: .workingTree)
    focus.track(screen) { .local(repository) }
    return screen
  }
}
