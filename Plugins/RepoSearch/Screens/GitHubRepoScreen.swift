import Foundation
import Trellis

/// Makes the `repos/github/:owner/:name` screen: a ``PageView`` bound to a
/// ``GitHubRepoViewModel``.
@MainActor
enum GitHubRepoScreen {
  static func make(
    owner: String, name: String, github: GitHubClient, environment: ScreenEnvironment,
    focus: RepoFocus
  ) -> Screen {
    let view = PageView(
      mainScheduler: environment.mainScheduler,
      backgroundScheduler: environment.backgroundScheduler)
    let scheduler = environment.mainScheduler
    let viewModel = GitHubRepoViewModel(
      owner: owner, name: name, github: github, scheduler: scheduler)
    let title = "\(owner)/\(name)"
    let shown = Box<GitHubRepository?>(nil)
    let screen = Screen(
      title: title, view: view, viewModel: viewModel,
      input: { _ in GitHubRepoViewModel.Input(retry: view.retryRequests) },
      bind: { output, screen in
        output.state
          .drive(onNext: { state in
            shown.value = state.value?.repository
            view.document.content = { width in
              GitHubRepoPage.lines(state, title: title, width: width, now: Date())
            }
          })
          .disposed(by: screen.disposeBag)
      })
    focus.track(screen) { shown.value.map(RepoRow.github) }
    return screen
  }
}
