/// A terminal mode that `Terminal.start(options:)` turns on and `Terminal.stop()` turns off,
/// with the exact escape sequences for each.
///
/// All of them are DEC private modes, set with `CSI ? n h` (ESC `[` `?` n `h`) and reset with
/// `CSI ? n l`. Terminals ignore the modes they do not know, so writing them is always safe
/// on anything but a `dumb` terminal (where `Terminal` writes none of them).
public enum TerminalMode: Int, CaseIterable, Sendable {
  /// Mode 1049: the alternate screen. On: save the cursor, switch to a blank screen of the
  /// same size with no scrollback (`ESC[?1049h`). Off: go back to the main screen as it was
  /// and restore the cursor (`ESC[?1049l`), so the shell's text reappears untouched.
  case alternateScreen = 1049
  /// Mode 25 (DECTCEM), inverted: on hides the text cursor (`ESC[?25l`), off shows it again
  /// (`ESC[?25h`). The renderer draws its own cursor where it wants one.
  case hiddenCursor = 25
  /// Mode 7 (DECAWM), inverted: on turns autowrap off (`ESC[?7l`), so writing the last
  /// column does not wrap or scroll the screen; off turns autowrap back on (`ESC[?7h`).
  case autowrapOff = 7
  /// Mode 2004: bracketed paste. On (`ESC[?2004h`): pasted text arrives between
  /// `ESC[200~` and `ESC[201~`, so it is never mistaken for typed keys. Off: `ESC[?2004l`.
  case bracketedPaste = 2004
  /// Mode 1000: mouse button reporting. On (`ESC[?1000h`): presses and releases, and the
  /// wheel (as buttons 64 and 65), are reported. Off: `ESC[?1000l`.
  case mouseButtons = 1000
  /// Mode 1002: button-event tracking. On (`ESC[?1002h`): motion while a button is held
  /// (drag) is reported too. Off: `ESC[?1002l`.
  case mouseDrag = 1002
  /// Mode 1006: SGR mouse encoding. On (`ESC[?1006h`): mouse reports read
  /// `ESC[<b;x;yM` (press) or `…m` (release), in decimal with no 223-column limit.
  /// Off: `ESC[?1006l`.
  case mouseSGR = 1006
  /// Mode 1004: focus events. On (`ESC[?1004h`): the terminal sends `ESC[I` when its window
  /// gains focus and `ESC[O` when it loses it. Off: `ESC[?1004l`.
  case focusEvents = 1004
  /// Mode 2026: synchronized output. On (`ESC[?2026h`): the terminal holds what follows
  /// and shows it at once when the mode goes off (`ESC[?2026l`), so a frame never tears.
  /// A frame is wrapped in it; it is not a mode `start(options:)` leaves on.
  case synchronizedOutput = 2026

  /// The DEC private mode number.
  public var number: Int { rawValue }

  /// Whether turning this mode "on" resets the DEC mode (`l`) instead of setting it (`h`):
  /// true for ``hiddenCursor`` (DECTCEM shows the cursor when set) and ``autowrapOff``
  /// (DECAWM wraps when set).
  public var isInverted: Bool {
    self == .hiddenCursor || self == .autowrapOff
  }

  /// The bytes that turn the mode on, such as `ESC[?1049h` (or `ESC[?25l` for a hidden
  /// cursor).
  public var enableSequence: [UInt8] {
    Self.sequence(number, set: !isInverted)
  }

  /// The bytes that turn the mode off, such as `ESC[?1049l` (or `ESC[?25h`, which shows the
  /// cursor).
  public var disableSequence: [UInt8] {
    Self.sequence(number, set: isInverted)
  }

  /// `ESC[0m` (SGR 0): resets colours and attributes to the terminal's defaults. Part of
  /// every restore, in case the program stopped in the middle of a styled frame.
  public static let resetStyleSequence: [UInt8] = Array("\u{1B}[0m".utf8)

  private static func sequence(_ number: Int, set: Bool) -> [UInt8] {
    Array("\u{1B}[?\(number)\(set ? "h" : "l")".utf8)
  }
}
