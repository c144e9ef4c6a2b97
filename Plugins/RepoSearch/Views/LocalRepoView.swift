import Trellis

/// The `repos/local` view: the repository's page at the top (HEAD, status, branches,
/// remotes, tags, README; it scrolls), and the history under it, with a search field `/`
/// opens.
///
/// Keys: Tab moves between the page and the history; `/` searches the history (Esc clears
/// the search, Enter or Down go back to the list); `r` reads the repository again.
public final class LocalRepoView: View {
  /// The repository's page.
  public let document: DocumentView
  /// The history's title line.
  public let historyTitle = Label("History", style: PageStyle.heading)
  /// The history search field.
  public let searchField = TextField(placeholder: "search messages and authors; esc clears")
  /// Progress, matches, "no commits yet".
  public let historyMessage = Label("", style: PageStyle.dim)
  /// The commits.
  public let historyList = ListView()
  /// Paging and the start of history.
  public let historyFooter = Label("", style: PageStyle.dim)
  /// Turns while something loads.
  public let spinner: ActivityIndicator

  private let searchRow: StackView
  private let retryKeys = PublishSubject<Void>()
  private let searchClears = PublishSubject<String>()
  private let disposeBag = DisposeBag()

  /// A view whose spinner turns on `scheduler` and whose page is laid out on
  /// `backgroundScheduler`.
  public init(scheduler: SchedulerType, backgroundScheduler: ImmediateSchedulerType) {
    spinner = ActivityIndicator(scheduler: scheduler)
    document = DocumentView(mainScheduler: scheduler, backgroundScheduler: backgroundScheduler)
    searchRow = StackView(
      axis: .horizontal,
      [(Label("/", style: Style(foreground: .cyan)), .fixed(2)), (searchField, .fill)])
    super.init()
    searchField.maximumLength = 256
    searchRow.isHidden = true
    historyList.register(CommitCell.self, forCellReuseIdentifier: CommitCell.reuseIdentifier)
    let titleRow = StackView(
      axis: .horizontal, spacing: 1,
      [(historyTitle, .fit), (spinner, .fit), (historyMessage, .fill)])
    addSubview(
      StackView(
        axis: .vertical,
        [
          (document, .flexible(2)), (titleRow, .fixed(1)), (searchRow, .fixed(1)),
          (historyList, .flexible(3)), (historyFooter, .fixed(1)),
        ]))
    searchField.rx.didSubmit
      .subscribe(onNext: { [weak self] in self?.historyList.becomeFocused() })
      .disposed(by: disposeBag)
  }

  /// `r`: read again.
  public var retryRequests: Observable<Void> {
    retryKeys.asObservable()
  }

  /// The search text: as typed, and empty when Esc clears it.
  public var searchText: Observable<String> {
    Observable.merge(searchField.rx.text.orEmpty.asObservable(), searchClears)
  }

  /// Whether the search field shows.
  public var isSearchOpen: Bool {
    !searchRow.isHidden
  }

  /// `/`, Esc and Down in the search, `r`.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    switch event.key {
    case .character("/") where !searchField.isFocused:
      searchRow.isHidden = false
      searchField.becomeFocused()
    case .escape where isSearchOpen:
      searchField.text = ""
      searchClears.onNext("")
      searchRow.isHidden = true
      historyList.becomeFocused()
    case .down where searchField.isFocused:
      historyList.becomeFocused()
    case .character("r") where !searchField.isFocused:
      retryKeys.onNext(())
    default:
      return false
    }
    return true
  }

  /// The keys of the screen.
  public override var keyHints: [KeyHint] {
    var hints = [
      KeyHint("tab", "page/history"), KeyHint("/", "search history"), KeyHint("r", "reload"),
    ]
    if isSearchOpen { hints.append(KeyHint("esc", "clear search")) }
    return hints
  }
}
