/// What ``Terminal/detectGraphics(_:timeout:)`` found, and what it read on the way.
public struct GraphicsDetection: Sendable {
  /// The graphics to use.
  public var graphics: TerminalGraphics
  /// The detector with every answer that arrived.
  public var detector: GraphicsDetector
  /// Input that arrived meanwhile and is not an answer (keys typed early): deliver it.
  public var events: [InputEvent]
  /// The decoder, holding any unfinished sequence: keep reading with it.
  public var decoder: InputDecoder
}
