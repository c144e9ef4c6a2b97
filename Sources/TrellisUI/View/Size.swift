import TrellisTerminal

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size; negative values are clamped to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// No cells.
  public static let zero = Size(width: 0, height: 0)

  /// `widthxheight`.
  public var description: String { "\(width)x\(height)" }
}

extension Rect {
  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }
}
