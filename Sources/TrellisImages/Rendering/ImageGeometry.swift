import TrellisTerminal
import TrellisUI

/// Fits a picture into a box of cells, keeping its aspect ratio.
enum ImageGeometry {
  /// The largest grid of cells, at most `box`, showing a `width`×`height`-pixel picture
  /// undistorted on cells `cellAspect` times as wide as they are tall (about 0.5 on most
  /// terminals). Small pictures are scaled up to fill the box too. Each side is at least
  /// one cell unless the box or the picture is empty.
  static func fit(width: Int, height: Int, in box: Size, cellAspect: Double) -> Size {
    guard width > 0, height > 0, box.width > 0, box.height > 0 else { return .zero }
    let aspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 0.5
    // A grid of C columns and R rows shows the picture undistorted when
    // C × aspect / R == width / height.
    let columnsForFullHeight = Double(box.height) * Double(width) / (Double(height) * aspect)
    if columnsForFullHeight <= Double(box.width) {
      let columns = Int(columnsForFullHeight.rounded())
      return Size(width: min(max(1, columns), box.width), height: box.height)
    }
    let rowsForFullWidth = Double(box.width) * Double(height) * aspect / Double(width)
    let rows = Int(rowsForFullWidth.rounded())
    return Size(width: box.width, height: min(max(1, rows), box.height))
  }

  /// `size` centered in `frame` (rounding toward the top left).
  static func centered(_ size: Size, in frame: Rect) -> Rect {
    Rect(
      x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2,
      width: size.width, height: size.height)
  }
}
