import Foundation
import Trellis

/// Makes the `repos/local?path=…` screen: a ``LocalRepoView`` bound to a
/// ``LocalRepoViewModel``.
@MainActor
enum LocalRepoScreen {
  static func make(
    path: String, git: GitService, environment: ScreenEnvironment, focus: RepoFocus
  ) -> Screen {
    let view = LocalRepoView(
      scheduler: environment.mainScheduler, backgroundScheduler: environment.backgroundScheduler)
    let viewModel = LocalRepoViewModel(
      path: path, git: git, scheduler: environment.mainScheduler,
      backgroundScheduler: environment.backgroundScheduler)
    let shown = Box<LocalRepository?>(nil)
    let screen = Screen(
      title: LocalRepository.name(forPath: path), view: view, viewModel: viewModel,
      input: { _ in
        LocalRepoViewModel.Input(
          retry: view.retryRequests, loadMore: view.historyList.rx.reachedBottom.asObservable(),
          search: view.searchText, selection: view.historyList.rx.itemSelected.map(\.row))
      },
      bind: { output, screen in
        let bag = screen.disposeBag
        output.detail
          .drive(onNext: { [weak screen] state in
            shown.value = state.value?.repository
            if let name = state.value?.repository.name { screen?.title = name }
            view.document.content = { width in
              LocalRepoPage.lines(state, path: path, width: width)
            }
          })
          .disposed(by: bag)
        let history = output.history
        history.map(\.commits).distinctUntilChanged()
          .drive(
            view.historyList.rx.items(
              cellIdentifier: CommitCell.reuseIdentifier, cellType: CommitCell.self)
          ) { _, commit, cell in
            cell.configure(with: commit)
          }
          .disposed(by: bag)
        history.map(\.message).distinctUntilChanged().drive(view.historyMessage.rx.text)
          .disposed(by: bag)
        history.map(\.footer).distinctUntilChanged().drive(view.historyFooter.rx.text)
          .disposed(by: bag)
        Driver.combineLatest(output.detail, history) { detail, history in
          detail == .loading || history.isLoading
        }
        .distinctUntilChanged()
        .drive(view.spinner.rx.isAnimating)
        .disposed(by: bag)
        history.map(\.commits.isEmpty).distinctUntilChanged()
          .drive(onNext: { isEmpty in
            if !isEmpty, view.historyList.indexPathForSelectedRow == nil {
              view.historyList.selectRow(at: IndexPath(row: 0, section: 0), scrollToVisible: false)
            }
          })
          .disposed(by: bag)
        output.navigation.emit(to: screen.navigation).disposed(by: bag)
      })
    focus.track(screen) { shown.value.map(RepoRow.local) }
    return screen
  }
}
