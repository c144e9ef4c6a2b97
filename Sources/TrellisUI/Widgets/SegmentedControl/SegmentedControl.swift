import TrellisRx
import TrellisTerminal

/// A row of choices, ` GitHub  This machine `, the selected one shown reversed (UIKit's
/// `UISegmentedControl`). A click on another segment emits its index on `taps`; the owner
/// decides (usually through a view model) and sets `selectedIndex`.
public final class SegmentedControl: View {
  /// The segments' titles (sanitized when drawn).
  public var titles: [String] {
    didSet { if titles != oldValue { setNeedsDisplay() } }
  }

  /// The segment shown as selected; nil for none.
  public var selectedIndex: Int? {
    didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
  }

  /// The index of each segment clicked that is not the selected one.
  public var taps: Observable<Int> {
    clicks.asObservable()
  }

  private let clicks = PublishSubject<Int>()

  /// A control showing `titles`, with `selectedIndex` selected.
  public init(titles: [String], selectedIndex: Int? = 0) {
    self.titles = titles
    self.selectedIndex = selectedIndex
    super.init()
  }

  /// The width of the segments with their padding, a column apart.
  public override func sizeThatFits(_ available: Size) -> Size {
    let width = titles.reduce(0) { $0 + Self.width(of: $1) + 1 } - 1
    return Size(width: Swift.max(0, Swift.min(available.width, width)), height: 1)
  }

  /// A press on a segment other than the selected one emits its index.
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard event.kind == .press else { return false }
    var end = frame.x
    for (index, title) in titles.enumerated() {
      end += Self.width(of: title) + 1
      if event.column < end {
        if index != selectedIndex { clicks.onNext(index) }
        return true
      }
    }
    return true
  }

  /// Draws the segments.
  public override func draw(in buffer: inout Buffer) {
    var column = frame.x
    for (index, title) in titles.enumerated() {
      let style =
        index == selectedIndex ? Style(attributes: [.reverse, .bold]) : Style(attributes: .dim)
      column = buffer.write(
        " \(TextSanitizer.sanitize(title)) ", column: column, row: frame.y, style: style,
        clip: frame)
      column += 1
    }
  }

  private static func width(of title: String) -> Int {
    DisplayWidth.of(TextSanitizer.sanitize(title)) + 2
  }
}
