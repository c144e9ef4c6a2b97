/// One round of questions to a terminal at start, and its answers: whether it takes
/// synchronized output, whether it speaks the kitty keyboard protocol, and (through a
/// ``GraphicsDetector``) how it shows pictures — asked, not guessed.
///
/// The questions (``queries``) are DECRQM for mode 2026 (`CSI ? 2026 $ p`), the kitty
/// keyboard query (`CSI ? u`), the graphics detector's queries, and last DA1 (`CSI c`),
/// which every terminal answers: once its reply is in, the others' are too, so a terminal
/// that answers nothing costs one round trip, not a timeout. Feed it every
/// ``TerminalResponse`` that arrives; ``capabilities(over:)`` applies the answers.
public struct TerminalProbe: Sendable {
  /// The graphics questions and their answers.
  public private(set) var graphics: GraphicsDetector
  /// Whether the terminal reported mode 2026 as one it can set and reset (DECRPM setting 1
  /// or 2: true; 0 or 4: false); nil when it did not answer.
  public private(set) var synchronizedOutput: Bool?
  /// The kitty keyboard flags the terminal reported (`CSI ? flags u`); nil when it did not
  /// answer, which means it does not speak the protocol.
  public private(set) var kittyKeyboardFlags: Int?
  /// Whether DA1 was answered.
  public private(set) var deviceAttributesAnswered = false

  /// `CSI ? 2026 $ p`: DECRQM, asks whether mode 2026 (synchronized output) is known.
  public static let synchronizedOutputQuery: [UInt8] = Array("\u{1B}[?2026$p".utf8)

  /// A probe asking the capability questions and `graphics`'s (none, by default).
  public init(graphics: GraphicsDetector = GraphicsDetector(preference: .symbols)) {
    self.graphics = graphics
  }

  /// The bytes to write: DECRQM 2026, `CSI ? u`, the graphics queries, then DA1 (once,
  /// last: the graphics detector's own queries end with it when it asks).
  public var queries: [UInt8] {
    let capabilityQueries = Self.synchronizedOutputQuery + KeyboardProtocol.kittyQuery
    return capabilityQueries
      + (graphics.asks ? graphics.queries : GraphicsSequences.primaryDeviceAttributesQuery)
  }

  /// Takes a reply into account; false for a response that answers none of the queries.
  @discardableResult
  public mutating func receive(_ response: TerminalResponse) -> Bool {
    switch response {
    case .modeReport(let mode, let setting):
      guard mode == TerminalMode.synchronizedOutput.number else { return false }
      synchronizedOutput = setting == 1 || setting == 2
      return true
    case .keyboardFlags(let flags):
      kittyKeyboardFlags = flags
      return true
    case .primaryDeviceAttributes:
      deviceAttributesAnswered = true
      graphics.receive(response)
      return true
    default:
      return graphics.receive(response)
    }
  }

  /// Whether every answer that will come has come: DA1 was answered, and the graphics
  /// detector has what it waits for (see ``GraphicsDetector/isComplete``).
  public var isComplete: Bool {
    deviceAttributesAnswered && graphics.isComplete
  }

  /// `capabilities` with the answers applied: synchronized output only when mode 2026
  /// was reported supported, the kitty keyboard protocol only when `CSI ? u` was answered.
  /// A `dumb` terminal keeps neither.
  public func capabilities(over capabilities: TerminalCapabilities) -> TerminalCapabilities {
    var result = capabilities
    result.synchronizedOutput = synchronizedOutput == true && !capabilities.isDumb
    result.kittyKeyboard = kittyKeyboardFlags != nil && !capabilities.isDumb
    return result
  }
}
