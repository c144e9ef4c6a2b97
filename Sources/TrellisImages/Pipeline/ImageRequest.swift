import TrellisUI

/// A picture wanted at a size: where it comes from, the pixels the decoder should keep
/// (JPEG and WebP decode straight to about that size, which is most of the speed of a
/// thumbnail), and the cell box it is drawn into, rendered before it is delivered.
public struct ImageRequest: Hashable, Sendable {
  /// Where the bytes come from.
  public var source: ImageSource
  /// The box, in cells, the picture is fitted into.
  public var box: Size
  /// How the picture is turned into cells.
  public var renderer: ImageRenderer
  /// The pixels a cell stands for, across and down, when decoding: a scaled decode
  /// keeps at least `box × pixelsPerCell` pixels.
  public var pixelsPerCell: Size

  /// A request for `source` fitted into `box` cells. `pixelsPerCell` defaults to 8×8,
  /// what libchafa's block symbols look at; pass the terminal's cell size in pixels for a
  /// pixel protocol.
  public init(
    source: ImageSource, box: Size, renderer: ImageRenderer = ImageRenderer(),
    pixelsPerCell: Size = Size(width: 8, height: 8)
  ) {
    self.source = source
    self.box = box
    self.renderer = renderer
    self.pixelsPerCell = pixelsPerCell
  }

  /// The size, in pixels, a scaled decode must cover.
  public var targetPixels: Size {
    Size(
      width: max(1, box.width) * max(1, pixelsPerCell.width),
      height: max(1, box.height) * max(1, pixelsPerCell.height))
  }

  /// What the memory cache and the joining of identical requests key on: the decoded
  /// pixels depend on the source and the target, not on the renderer.
  var decodeKey: DecodeKey { DecodeKey(source: source, target: targetPixels) }

  struct DecodeKey: Hashable, Sendable {
    var source: ImageSource
    var target: Size
  }
}
