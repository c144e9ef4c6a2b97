import TrellisTerminal
import TrellisUI

/// A picture as a kitty, iTerm2 or sixel escape-sequence payload, and the cells it covers.
///
/// The app shell emits it: move the cursor to `frame`'s top left, write `bytes`, and leave
/// the cells of `frame` alone (their symbols would paint over the picture). The payload is
/// raw terminal control: write it only to a terminal that supports `pixelProtocol`.
public struct PixelImage: Equatable, Sendable {
  /// The protocol the payload speaks.
  public let pixelProtocol: PixelProtocol
  /// The cells the picture covers; at the origin as rendered, placed by views.
  public var frame: Rect
  /// The escape sequences to write, starting with `pixelProtocol.introducer`.
  public let bytes: [UInt8]

  /// A payload covering `frame`.
  public init(pixelProtocol: PixelProtocol, frame: Rect, bytes: [UInt8]) {
    self.pixelProtocol = pixelProtocol
    self.frame = frame
    self.bytes = bytes
  }

  /// The payload to place as picture `id` (see `ImagePlacement`): a kitty payload gets
  /// `i=<id>` (so it can be deleted), `q=2` (no reply) and `C=1` (the cursor stays) in its
  /// first command; the other protocols have no ids and are returned as they are.
  public func payload(placementID id: UInt32) -> [UInt8] {
    let start = PixelProtocol.kitty.introducer
    guard pixelProtocol == .kitty, bytes.starts(with: start) else { return bytes }
    var keyed = start + Array("i=\(id),q=2,C=1,".utf8)
    keyed.reserveCapacity(bytes.count + keyed.count)
    keyed += bytes[start.count...]
    return keyed
  }

  /// The same picture with its top left at (`column`, `row`).
  public func placed(column: Int, row: Int) -> PixelImage {
    var moved = self
    moved.frame.x = column
    moved.frame.y = row
    return moved
  }
}
