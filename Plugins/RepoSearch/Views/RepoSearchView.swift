import Trellis

/// The search screen's view: the source switch, the search field, a spinner with the
/// message (a prompt, progress, an error), the results (two lines each), and a footer.
/// While there are no results, the spinner and the message sit in the middle of the
/// results' area; otherwise above the results.
///
/// Keys, besides the list's: Tab or ctrl-s switch the source; `/` goes to the search
/// field, Enter or Down in the field go to the list; `r` (in the list) or ctrl-r (anywhere)
/// retries.
public final class RepoSearchView: View {
  /// The source switch.
  public let sourceSwitch = SegmentedControl(titles: RepoSearchSource.allCases.map(\.title))
  /// The search field.
  public let searchField = TextField(placeholder: RepoSearchView.githubPlaceholder)
  /// Turns while results load.
  public let spinner: ActivityIndicator
  /// The prompt, progress or error above the list.
  public let messageLabel = Label(
    "", style: Style(attributes: .dim), lineMode: .wrap, maximumLines: 8)
  /// The results.
  public let listView = ListView()
  /// Paging and the end of the results.
  public let footerLabel = Label("", style: Style(attributes: .dim))
  /// Notes on the results (folders skipped, items that could not be read).
  public let noticeLabel = Label("", style: Style(foreground: .yellow))
  /// GitHub's rate limit, when it runs low.
  public let limitLabel = Label("", style: Style(foreground: .yellow))

  /// The field's hint while GitHub is searched.
  static let githubPlaceholder = "words to search (swift stars:>100), or @name for an account"

  /// Tab/ctrl-s, `/`, Down and `r`, shared with every search screen.
  private let searchKeys: SearchKeys
  /// Whether the search failed, so the status bar offers to retry.
  public var canRetry = false

  /// A view whose spinner turns on `scheduler`.
  public init(scheduler: SchedulerType) {
    spinner = ActivityIndicator(scheduler: scheduler)
    searchKeys = SearchKeys(
      field: searchField, sourceSwitch: sourceSwitch, results: listView,
      focusesFieldOnToggle: true)
    super.init()
    searchField.maximumLength = 256
    listView.rowHeight = 2
    listView.register(RepoCell.self, forCellReuseIdentifier: RepoCell.reuseIdentifier)
    let header = StackView(
      axis: .horizontal, spacing: 1,
      [
        (Label("Source", style: Style(attributes: .bold)), .fit), (sourceSwitch, .fit),
        (View(), .fill),
      ])
    let searchRow = StackView(
      axis: .horizontal,
      [(Label("Search ", style: Style(attributes: .bold)), .fit), (searchField, .fill)])
    let messageRow = StackView(
      axis: .horizontal, spacing: 1, [(spinner, .fit), (messageLabel, .fill)])
    let bottom = StackView(
      axis: .horizontal, spacing: 2, [(footerLabel, .fill), (limitLabel, .fit)])
    addSubview(
      StackView(
        axis: .vertical,
        [
          (header, .fixed(1)), (searchRow, .fixed(1)),
          (ListMessageArea(list: listView, message: messageRow), .fill), (noticeLabel, .fit),
          (bottom, .fixed(1)),
        ]))
  }

  /// Shows `source` as chosen, with the field's hint for it.
  public func show(_ source: RepoSearchSource) {
    sourceSwitch.selectedIndex = RepoSearchSource.allCases.firstIndex(of: source)
    searchField.placeholder =
      source == .github
      ? Self.githubPlaceholder : "words of a repository's name or path"
  }

  /// Tab, ctrl-s and clicks on the switch.
  public var sourceToggles: Observable<Void> {
    searchKeys.toggles
  }

  /// `r` in the list, ctrl-r anywhere.
  public var retryRequests: Observable<Void> {
    searchKeys.retries
  }

  /// The row chosen: Enter on it, or a click.
  public var rowChoices: Observable<Int> {
    listView.rx.itemSelected.map(\.row)
  }

  /// Tab and ctrl-s switch the source; `/` goes to the field, Down and Enter leave it; `r`
  /// retries.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    searchKeys.handle(event)
  }

  /// The screen's keys for the status bar and help.
  public override var keyHints: [KeyHint] {
    [KeyHint("tab", "GitHub/local"), KeyHint("/", "search")]
      + (canRetry ? [KeyHint(searchField.isFocused ? "ctrl-r" : "r", "retry")] : [])
  }
}
