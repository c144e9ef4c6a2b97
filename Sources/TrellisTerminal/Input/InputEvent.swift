/// One thing the user did at the terminal, as decoded by ``InputDecoder``.
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
  /// A key press.
  case key(KeyEvent)
  /// A mouse press, release, drag, motion or wheel turn.
  case mouse(MouseEvent)
  /// A bracketed paste.
  case paste(PasteEvent)
  /// The window gained or lost focus.
  case focus(FocusEvent)
  /// The terminal answered a query (see ``TerminalResponse``); no key was pressed.
  case response(TerminalResponse)

  /// The event's own description.
  public var description: String {
    switch self {
    case .key(let event): return event.description
    case .mouse(let event): return event.description
    case .paste(let event): return event.description
    case .focus(let event): return event.description
    case .response(let response): return response.description
    }
  }
}
