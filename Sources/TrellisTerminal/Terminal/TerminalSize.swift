/// The size of a terminal in character cells.
public struct TerminalSize: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width` columns and `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size assumed when neither the terminal nor the environment tells: 80x24.
  public static let fallback = TerminalSize(width: 80, height: 24)

  /// The size from the `COLUMNS` and `LINES` variables in `environment`, or nil unless both
  /// are positive integers.
  public init?(environment: [String: String]) {
    guard let columns = environment["COLUMNS"].flatMap({ Int($0) }),
      let lines = environment["LINES"].flatMap({ Int($0) }), columns > 0, lines > 0
    else { return nil }
    self.init(width: columns, height: lines)
  }

  /// `"80x24"`.
  public var description: String { "\(width)x\(height)" }
}
