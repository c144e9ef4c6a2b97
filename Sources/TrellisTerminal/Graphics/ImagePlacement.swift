/// A picture in a pixel protocol placed over a rectangle of cells of a frame.
///
/// A view that shows a picture fills the rectangle with blanks and adds a placement to the
/// buffer (`Buffer.place(_:)`). The renderer then leaves those cells out of the text diff
/// and writes `payload` with the cursor at the rectangle's top left — only when the
/// placement is new or changed (a new `id`, `content` or `rect`), not every frame. When a
/// placement is gone from the next frame (the view went away, or something was drawn over
/// it), moved or changed, the renderer takes the old picture down: it deletes a kitty
/// picture by its `id` and writes the cells under it again.
public struct ImagePlacement: Equatable, Sendable {
  /// Which picture this is: unique among the placements of a frame, the same from frame
  /// to frame for the same view. For kitty, the payload must carry it as `i=<id>`.
  public var id: UInt32
  /// What the payload shows, as the placer counts it: a new value re-sends the payload.
  /// The renderer never compares payloads.
  public var content: Int
  /// The cells the picture covers, within the buffer.
  public var rect: Rect
  /// The protocol the payload speaks.
  public var graphicsProtocol: GraphicsProtocol
  /// The escape sequences that draw the picture from the cursor's cell, unwrapped (the
  /// renderer wraps them for tmux when told to).
  public var payload: [UInt8]

  /// A placement of `payload` over `rect`.
  public init(
    id: UInt32, content: Int, rect: Rect, graphicsProtocol: GraphicsProtocol, payload: [UInt8]
  ) {
    self.id = id
    self.content = content
    self.rect = rect
    self.graphicsProtocol = graphicsProtocol
    self.payload = payload
  }

  /// Whether `other` shows the same picture at the same place (payloads not compared).
  public func showsSame(as other: ImagePlacement) -> Bool {
    id == other.id && content == other.content && rect == other.rect
      && graphicsProtocol == other.graphicsProtocol
  }
}
