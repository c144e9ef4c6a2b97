import Foundation
import TrellisTerminal

/// The system clipboard, reached through the terminal: text is written with OSC 52, which
/// most terminals (kitty, WezTerm, foot, iTerm2, Alacritty, Windows Terminal, xterm when
/// allowed, tmux with `set-clipboard on`) pass to the clipboard. Registered by the app as
/// ``ServiceKey/clipboard``.
///
/// Terminals do not answer a clipboard write, so ``copy(_:)`` can only say that it sent it;
/// where the terminal is known not to take them (the Linux console, `TERM=dumb`,
/// `TRELLIS_CLIPBOARD=off`) it throws instead, so the user can be told.
public final class Clipboard {
  /// The longest text sent (terminals cap OSC 52 payloads; 74,994 bytes is xterm's).
  public static let byteLimit = 74_994

  private weak var target: RenderTarget?

  /// A clipboard not yet attached to a terminal.
  public init() {}

  /// Sends the clipboard's writes to `target` (the app does this when a session starts).
  public func attach(_ target: RenderTarget) {
    self.target = target
  }

  /// Writes `text` to the clipboard. Call on the main thread.
  ///
  /// - Throws: ``ClipboardError`` when no terminal is attached, the terminal does not take
  ///   clipboard writes, or the text is too long.
  public func copy(_ text: String) throws {
    guard let target else { throw ClipboardError.noTerminal }
    guard target.capabilities.clipboard else { throw ClipboardError.unsupported }
    let payload = Data(text.utf8)
    guard payload.count <= Clipboard.byteLimit else {
      throw ClipboardError.tooLong(bytes: payload.count, limit: Clipboard.byteLimit)
    }
    try target.writeControl(Array(Clipboard.sequence(for: payload).utf8))
  }

  /// `ESC ] 52 ; c ; <base64> BEL`: sets the clipboard ("c") to `payload`.
  public static func sequence(for payload: Data) -> String {
    "\u{1B}]52;c;\(payload.base64EncodedString())\u{07}"
  }
}

/// Why text could not be put on the clipboard.
public enum ClipboardError: Error, Equatable, CustomStringConvertible {
  /// The app is not running on a terminal.
  case noTerminal
  /// The terminal is known not to take clipboard writes.
  case unsupported
  /// The text is longer than terminals accept.
  case tooLong(bytes: Int, limit: Int)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .noTerminal:
      return "There is no terminal to copy through; run the app in a terminal."
    case .unsupported:
      return "This terminal does not take clipboard writes (OSC 52); select the text with "
        + "the mouse instead."
    case .tooLong(let bytes, let limit):
      return "The text is too long to copy (\(bytes) bytes; terminals take at most \(limit))."
    }
  }
}

extension ServiceKey where Value == Clipboard {
  /// The clipboard, through the terminal (`trellis.clipboard`).
  public static var clipboard: ServiceKey<Clipboard> { ServiceKey("trellis.clipboard") }
}
