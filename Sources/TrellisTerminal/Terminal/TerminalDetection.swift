/// What ``Terminal/detect(_:timeout:)`` found, and what it read on the way.
public struct TerminalDetection: Sendable {
  /// The graphics to use.
  public var graphics: TerminalGraphics
  /// The probe with every answer that arrived.
  public var probe: TerminalProbe
  /// The terminal's capabilities with the answers applied (also what
  /// ``Terminal/capabilities`` says from now on).
  public var capabilities: TerminalCapabilities
  /// Input that arrived meanwhile and is not an answer (keys typed early): deliver it.
  public var events: [InputEvent]
  /// The decoder, holding any unfinished sequence and set to the keyboard protocol now in
  /// force: keep reading with it.
  public var decoder: InputDecoder
}
