import Trellis

/// The grid screen's view: the source switch (and the rate limit when low), the search
/// field, the message (an error, the empty state: in the middle of the grid's area while
/// there are no photos, above them otherwise), the grid of photos with a scroll bar at its
/// right, notes, and a footer with a spinner while a page loads, then the end of the
/// gallery.
///
/// Keys, besides the grid's (arrows, `hjkl`, PgUp/PgDn, Home/End, the mouse wheel, Enter):
/// Tab or ctrl-s switch the source; `/` goes to the search field, Enter or Down leave
/// it; `r` retries.
public final class PhotoGridView: View {
  /// The source switch.
  public let sourceSwitch = SegmentedControl(titles: PhotoSource.allCases.map(\.title))
  /// The search field.
  public let searchField = TextField(placeholder: "search photos (empty: the latest)")
  /// Turns in the footer while a page loads.
  public let spinner: ActivityIndicator
  /// The error or the empty state: in the middle of the grid's area while it is empty.
  public let messageLabel = Label(
    "", style: Style(attributes: .dim), alignment: .center, lineMode: .wrap, maximumLines: 3)
  /// The photos.
  public let gridView = GridView(columnSpacing: 1, rowSpacing: 1)
  /// The footer: loading more, the end of the gallery, a failed next page.
  public let footerLabel = Label("", style: Style(attributes: .dim))
  /// The rate limit, when it runs low.
  public let limitLabel = Label("", style: Style(foreground: .yellow))
  /// Notes: items that could not be read, folders that could not be walked.
  public let noticeLabel = Label(
    "", style: Style(foreground: .yellow), lineMode: .wrap, maximumLines: 2)

  /// The narrowest cell, in columns.
  static let minimumCellWidth = 18

  /// Tab/ctrl-s, `/`, Down and `r`, shared with every search screen.
  private let searchKeys: SearchKeys

  /// A view whose spinner turns on `scheduler`.
  public init(scheduler: SchedulerType) {
    spinner = ActivityIndicator(scheduler: scheduler)
    searchKeys = SearchKeys(field: searchField, sourceSwitch: sourceSwitch, results: gridView)
    super.init()
    searchField.maximumLength = 200
    gridView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    let header = StackView(
      axis: .horizontal, spacing: 1,
      [
        (Label("Source", style: Style(attributes: .bold)), .fit), (sourceSwitch, .fit),
        (View(), .fill), (limitLabel, .fit),
      ])
    let searchRow = StackView(
      axis: .horizontal,
      [(Label("Search ", style: Style(attributes: .bold)), .fit), (searchField, .fill)])
    let footerRow = StackView(
      axis: .horizontal, spacing: 1, [(spinner, .fit), (footerLabel, .fill)])
    addSubview(
      StackView(
        axis: .vertical,
        [
          (header, .fixed(1)), (searchRow, .fixed(1)),
          (ListMessageArea(list: gridView, message: messageLabel), .fill), (noticeLabel, .fit),
          (footerRow, .fixed(1)),
        ]))
  }

  /// Shows `source` as chosen.
  public func show(_ source: PhotoSource) {
    sourceSwitch.selectedIndex = PhotoSource.allCases.firstIndex(of: source)
    searchField.placeholder =
      source == .unsplash ? "search photos (empty: the latest)" : "words of a file name"
  }

  /// Sizes the cells to the terminal: as many columns of at least
  /// ``minimumCellWidth`` as fit, sharing the width but its last column (the grid's scroll
  /// bar's); a cell a little wider than a third of its width is tall (a 3:2 photo in
  /// half-height cells), plus its caption.
  public override func layoutSubviews() {
    let width = Swift.max(1, frame.width - 1)
    let columns = Swift.max(1, (width + 1) / (Self.minimumCellWidth + 1))
    let cellWidth = Swift.max(1, (width + 1) / columns - 1)
    let size = Size(width: cellWidth, height: Swift.max(3, cellWidth * 5 / 12 + 1))
    if gridView.cellSize != size { gridView.cellSize = size }
    super.layoutSubviews()
  }

  /// Tab, ctrl-s and clicks on the switch.
  public var sourceToggles: Observable<Void> {
    searchKeys.toggles
  }

  /// `r` outside the field.
  public var retryRequests: Observable<Void> {
    searchKeys.retries
  }

  /// The photo chosen: Enter on it, or a click.
  public var photoChoices: Observable<Int> {
    gridView.rx.itemSelected.map(\.item)
  }

  /// Tab and ctrl-s switch the source; `/` goes to the field, Down leaves it; `r` retries.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    searchKeys.handle(event)
  }

  /// The screen's keys for the status bar and help.
  public override var keyHints: [KeyHint] {
    [KeyHint("tab", "Unsplash/local"), KeyHint("/", "search"), KeyHint("r", "retry")]
  }
}
