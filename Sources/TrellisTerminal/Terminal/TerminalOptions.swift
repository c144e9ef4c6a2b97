/// Which modes `Terminal.start(options:)` turns on. Every mode is on by default.
///
/// `start` writes the modes in the order of ``modes``; `stop` turns them off in the reverse
/// order (see ``startSequence`` and ``stopSequence`` for the exact bytes).
public struct TerminalOptions: Equatable, Sendable {
  /// Which mouse events the terminal reports.
  public enum MouseReporting: Equatable, Sendable {
    /// No mouse reports: the terminal keeps selecting text with the mouse.
    case off
    /// Presses, releases and the wheel (modes 1000 and 1006).
    case buttons
    /// Presses, releases, the wheel and motion while a button is held (modes 1000, 1002
    /// and 1006).
    case buttonsAndDrag
  }

  /// Put the terminal in raw mode (termios): keys arrive one by one, unechoed, with no
  /// signals from Ctrl-C or Ctrl-Z and no output post-processing.
  public var rawMode: Bool
  /// Switch to the alternate screen (mode 1049).
  public var alternateScreen: Bool
  /// Hide the text cursor (mode 25).
  public var hideCursor: Bool
  /// Turn autowrap off (mode 7), so the last column can be written without scrolling.
  public var disableAutowrap: Bool
  /// Bracketed paste (mode 2004).
  public var bracketedPaste: Bool
  /// Mouse reporting, always in the SGR encoding (mode 1006).
  public var mouse: MouseReporting
  /// Focus-in and focus-out reports (mode 1004).
  public var focusEvents: Bool
  /// The kitty keyboard protocol (flag 1, disambiguate escape codes), where the terminal
  /// answered that it speaks it (``TerminalCapabilities/kittyKeyboard``): pushed with
  /// `ESC[>1u` after the modes are on, popped with `ESC[<u` before they go off — on every
  /// path the terminal is restored, so the shell gets its keys back as they were.
  public var kittyKeyboard: Bool

  /// Options chosen one by one; every mode is on unless turned off.
  public init(
    rawMode: Bool = true, alternateScreen: Bool = true, hideCursor: Bool = true,
    disableAutowrap: Bool = true, bracketedPaste: Bool = true,
    mouse: MouseReporting = .buttonsAndDrag, focusEvents: Bool = true,
    kittyKeyboard: Bool = true
  ) {
    self.rawMode = rawMode
    self.alternateScreen = alternateScreen
    self.hideCursor = hideCursor
    self.disableAutowrap = disableAutowrap
    self.bracketedPaste = bracketedPaste
    self.mouse = mouse
    self.focusEvents = focusEvents
    self.kittyKeyboard = kittyKeyboard
  }

  /// Every mode on: what a full-screen application wants.
  public static let all = TerminalOptions()

  /// Raw mode only, no escape sequences: for a program that reads keys on the main screen.
  public static let rawOnly = TerminalOptions(
    alternateScreen: false, hideCursor: false, disableAutowrap: false, bracketedPaste: false,
    mouse: .off, focusEvents: false, kittyKeyboard: false)

  /// The modes to turn on, in the order `start` turns them on.
  public var modes: [TerminalMode] {
    var modes: [TerminalMode] = []
    if alternateScreen { modes.append(.alternateScreen) }
    if hideCursor { modes.append(.hiddenCursor) }
    if disableAutowrap { modes.append(.autowrapOff) }
    if bracketedPaste { modes.append(.bracketedPaste) }
    switch mouse {
    case .off: break
    case .buttons: modes += [.mouseButtons, .mouseSGR]
    case .buttonsAndDrag: modes += [.mouseButtons, .mouseDrag, .mouseSGR]
    }
    if focusEvents { modes.append(.focusEvents) }
    return modes
  }

  /// The bytes `start` writes: each mode's enable sequence in order. With every mode on:
  /// `ESC[?1049h ESC[?25l ESC[?7l ESC[?2004h ESC[?1000h ESC[?1002h ESC[?1006h ESC[?1004h`
  /// (without the spaces).
  public var startSequence: [UInt8] {
    modes.flatMap(\.enableSequence)
  }

  /// The bytes `stop` (and the restorer, on a signal or at exit) writes: synchronized
  /// output off and the style reset (in case a frame was cut short), the cursor shown when
  /// no mode of these options shows it (a renderer may have hidden it whatever the
  /// options), then each mode's disable sequence in reverse order. With every mode on:
  /// `ESC[?2026l ESC[0m ESC[?1004l ESC[?1006l ESC[?1002l ESC[?1000l ESC[?2004l ESC[?7h
  /// ESC[?25h ESC[?1049l` (without the spaces); with no mode on (``rawOnly``):
  /// `ESC[?2026l ESC[0m ESC[?25h`. `Terminal` writes none of it on a `dumb` terminal.
  public var stopSequence: [UInt8] {
    let modes = modes
    let showCursor = modes.contains(.hiddenCursor) ? [] : TerminalMode.hiddenCursor.disableSequence
    return TerminalMode.synchronizedOutput.disableSequence + TerminalMode.resetStyleSequence
      + showCursor + modes.reversed().flatMap(\.disableSequence)
  }
}
