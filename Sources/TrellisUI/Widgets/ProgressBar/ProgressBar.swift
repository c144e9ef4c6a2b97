import TrellisTerminal

/// A horizontal bar filled in proportion to `progress`, with eighth-block characters
/// (`▏▎▍▌▋▊▉█`) for sub-cell precision, and an optional percentage on the right.
///
/// `progress` is clamped to 0…1 (NaN reads as 0). The bar fills the frame's first row;
/// with `showsPercentage`, the last four columns hold the percentage (` 42%`, rounded
/// down, so 100% means done).
public final class ProgressBar: View {
  /// The fraction done, 0…1; values outside are clamped, NaN becomes 0.
  public var progress: Double {
    didSet {
      let clamped = ProgressBar.clamp(progress)
      if clamped != progress || clamped.isNaN { progress = clamped }
      if progress != oldValue { setNeedsDisplay() }
    }
  }
  /// Whether the percentage is shown after the bar.
  public var showsPercentage: Bool {
    didSet { if showsPercentage != oldValue { setNeedsDisplay() } }
  }
  /// How the filled part looks (its foreground colour is the bar's).
  public var barStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// The symbol of the unfilled part.
  public var trackSymbol: Character {
    didSet { setNeedsDisplay() }
  }
  /// How the unfilled part looks.
  public var trackStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the percentage looks.
  public var percentageStyle: Style {
    didSet { setNeedsDisplay() }
  }

  /// The partial blocks, by eighths filled (index 0 is empty).
  static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  /// The columns the percentage takes: ` 100%` is five, the space included.
  static let percentageWidth = 5

  /// A bar at `progress`.
  public init(
    progress: Double = 0, showsPercentage: Bool = false, barStyle: Style = .plain,
    trackSymbol: Character = " ", trackStyle: Style = Style(attributes: .dim),
    percentageStyle: Style = .plain
  ) {
    self.progress = ProgressBar.clamp(progress)
    self.showsPercentage = showsPercentage
    self.barStyle = barStyle
    self.trackSymbol = trackSymbol
    self.trackStyle = trackStyle
    self.percentageStyle = percentageStyle
    super.init()
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }

  /// All the width offered, one row.
  public override func sizeThatFits(_ available: Size) -> Size {
    Size(width: available.width, height: Swift.min(1, available.height))
  }

  /// The progress as a whole percentage, rounded down.
  public var percentage: Int {
    Int((progress * 100).rounded(.down))
  }

  /// Draws the bar and the percentage.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.min(1, frame.height))
    guard !row.isEmpty else { return }
    var barWidth = frame.width
    if showsPercentage {
      let label = String(percentage) + "%"
      let labelWidth = Swift.min(frame.width, Self.percentageWidth)
      barWidth -= labelWidth
      let column = frame.maxX - label.count
      buffer.write(label, column: column, row: frame.y, style: percentageStyle, clip: row)
    }
    guard barWidth > 0 else { return }
    let filled = Int((progress * Double(barWidth * 8)).rounded(.down))
    let full = filled / 8
    let partial = filled % 8
    for column in 0..<barWidth {
      let cell: Cell
      if column < full {
        cell = Cell(symbol: "█", style: barStyle)
      } else if column == full && partial > 0 {
        cell = Cell(symbol: Self.eighths[partial], style: barStyle)
      } else {
        cell = Cell(symbol: String(trackSymbol), style: trackStyle)
      }
      buffer.set(cell, column: frame.x + column, row: frame.y)
    }
  }
}
