import Foundation
import Trellis

/// The `repos/search` screen: a ``RepoSearchView`` bound to a ``RepoSearchViewModel`` — the
/// seed's view controller, with the source switch remembered in settings.
public final class RepoSearchScreen: Screen {
  /// The view model (kept as long as the screen).
  public let searchViewModel: RepoSearchViewModel
  /// The view.
  public let searchView: RepoSearchView
  private var rows: [RepoRow] = []

  /// A screen searching with `searching` for `query` in `source`, scheduled by
  /// `environment`; `saveSource` remembers the source the user switches to.
  init(
    title: String, query: String, source: RepoSearchSource, searching: RepoSearching,
    environment: ScreenEnvironment, focus: RepoFocus,
    saveSource: @escaping (RepoSearchSource) -> Void
  ) {
    let view = RepoSearchView(scheduler: environment.mainScheduler)
    searchView = view
    searchViewModel = RepoSearchViewModel(
      searching: searching, initialSource: source, scheduler: environment.mainScheduler)
    super.init(title: title, view: view)
    view.searchField.text = query
    focus.track(self) { [weak self] in self?.selectedRow }
    bind(saveSource: saveSource)
  }

  /// The row the list has selected.
  var selectedRow: RepoRow? {
    guard let index = searchView.listView.indexPathForSelectedRow?.row, rows.indices.contains(index)
    else { return nil }
    return rows[index]
  }

  private func bind(saveSource: @escaping (RepoSearchSource) -> Void) {
    let view = searchView
    let bag = disposeBag
    let output = searchViewModel.transform(
      RepoSearchViewModel.Input(
        query: view.searchField.rx.text.orEmpty.asObservable(),
        toggleSource: view.sourceToggles, retry: view.retryRequests,
        loadMore: view.listView.rx.reachedBottom.asObservable(), selection: view.rowChoices,
        rowsShown: view.listView.rx.willDisplayCell.map(\.at.row)))
    output.rows
      .drive(
        view.listView.rx.items(cellIdentifier: RepoCell.reuseIdentifier, cellType: RepoCell.self)
      ) { _, row, cell in
        cell.configure(with: row)
      }
      .disposed(by: bag)
    output.rows
      .drive(onNext: { [weak self] rows in
        self?.rows = rows
        self?.selectFirstRowIfNeeded()
      })
      .disposed(by: bag)
    output.source.drive(onNext: { [weak view] in view?.show($0) }).disposed(by: bag)
    output.message.drive(view.messageLabel.rx.text).disposed(by: bag)
    output.state.map(\.phase.isFailure).distinctUntilChanged()
      .drive(onNext: { view.canRetry = $0 })
      .disposed(by: bag)
    output.isLoading.drive(view.spinner.rx.isAnimating).disposed(by: bag)
    output.footer.drive(view.footerLabel.rx.text).disposed(by: bag)
    output.notice.drive(view.noticeLabel.rx.text).disposed(by: bag)
    output.limitNotice.drive(view.limitLabel.rx.text).disposed(by: bag)
    output.sourceChanges.emit(onNext: saveSource).disposed(by: bag)
    output.navigation.emit(to: navigation).disposed(by: bag)
  }

  private func selectFirstRowIfNeeded() {
    let list = searchView.listView
    guard list.indexPathForSelectedRow == nil, !rows.isEmpty else { return }
    list.selectRow(at: IndexPath(row: 0, section: 0), scrollToVisible: false)
  }
}
