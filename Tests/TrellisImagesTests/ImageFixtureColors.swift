import TrellisTerminal
import TrellisUI

@testable import TrellisImages

/// Colour checks for rendered cells.
enum ImageFixtureColors {
  /// The colours a cell shows: the background for a space, the foreground for a full
  /// block, both otherwise.
  static func visible(_ cell: Cell) -> [Color] {
    switch cell.symbol {
    case " ": return [cell.style.background]
    case "█": return [cell.style.foreground]
    default: return [cell.style.foreground, cell.style.background]
    }
  }

  /// Whether `color` is an RGB colour within `tolerance` of (r, g, b) on every channel.
  static func isClose(_ color: Color, to rgb: (Int, Int, Int), tolerance: Int = 24) -> Bool {
    guard case .rgb(let r, let g, let b) = color else { return false }
    return abs(Int(r) - rgb.0) <= tolerance && abs(Int(g) - rgb.1) <= tolerance
      && abs(Int(b) - rgb.2) <= tolerance
  }

  /// Whether every colour the cell shows is close to (r, g, b).
  static func shows(_ cell: Cell, _ rgb: (Int, Int, Int)) -> Bool {
    visible(cell).allSatisfy { isClose($0, to: rgb) }
  }

  /// The mean brightness (0–255) of the colours the cell shows.
  static func brightness(_ cell: Cell) -> Double {
    let values = visible(cell).compactMap { color -> Double? in
      guard case .rgb(let r, let g, let b) = color else { return nil }
      return (Double(r) + Double(g) + Double(b)) / 3
    }
    return values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  static func decoded(_ fixture: ImageFixturePixels) -> DecodedImage {
    DecodedImage(width: fixture.width, height: fixture.height, pixels: fixture.rgba)!
  }
}
