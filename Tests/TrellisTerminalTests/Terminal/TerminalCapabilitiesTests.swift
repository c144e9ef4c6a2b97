import Testing
import TrellisTerminal

/// Which terminal an environment names, and the colours, erase and modes that follow from
/// it and its terminfo entry. Synchronized output and the kitty keyboard protocol are never
/// guessed from the environment.
@Suite struct TerminalCapabilitiesTests {
  static let xterm256 = TerminfoEntry(
    names: ["xterm-256color"], colors: 256, backColorErase: true)
  static let xterm8 = TerminfoEntry(names: ["xterm"], colors: 8, backColorErase: true)
  static let noBCE256 = TerminfoEntry(names: ["tmux-256color"], colors: 256, backColorErase: false)

  func capabilities(_ environment: [String: String], _ terminfo: TerminfoEntry? = nil)
    -> TerminalCapabilities
  {
    TerminalCapabilities(environment: environment, terminfo: terminfo)
  }

  @Test func terminalsAreToldByTheirVariables() {
    let cases: [([String: String], KnownTerminal?)] = [
      (["TERM": "xterm-kitty"], .kitty),
      (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .wezTerm),
      (["TERM": "xterm-256color", "WEZTERM_EXECUTABLE": "/usr/bin/wezterm-gui"], .wezTerm),
      (["TERM": "alacritty"], .alacritty),
      (["TERM": "xterm-256color", "ALACRITTY_WINDOW_ID": "94"], .alacritty),
      (["TERM": "foot"], .foot),
      (["TERM": "xterm-ghostty"], .ghostty),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iTerm2),
      (["TERM": "xterm-256color", "VTE_VERSION": "7600"], .vte),
      (["TERM": "xterm-256color", "VTE_VERSION": "3405"], nil),
      (["TERM": "xterm-256color", "WT_SESSION": "b7c1"], .windowsTerminal),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], .appleTerminal),
      (["TERM": "linux"], .linuxConsole),
      (["TERM": "xterm-256color"], nil),
      // Inside a multiplexer the outer terminal's variables are inherited, not talked to.
      (
        ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], .tmux
      ),
      (["TERM": "screen-256color", "STY": "12.pts-0", "WT_SESSION": "b7c1"], .screen),
      (["TERM": "screen.xterm-256color"], .screen),
    ]
    for (environment, expected) in cases {
      #expect(KnownTerminal(environment: environment) == expected, "\(environment)")
    }
  }

  @Test func trueColorFromTheTableNotFromCOLORTERMAlone() {
    #expect(capabilities(["TERM": "xterm-kitty"], nil).colorDepth == .trueColor)
    #expect(capabilities(["TERM": "foot"], nil).colorDepth == .trueColor)
    #expect(
      capabilities(["TERM": "xterm-256color", "WT_SESSION": "1"], Self.xterm256).colorDepth
        == .trueColor)
    // Known to lack it, whatever COLORTERM says.
    let apple = [
      "TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal", "COLORTERM": "truecolor",
    ]
    #expect(capabilities(apple, Self.xterm256).colorDepth == .indexed256)
    let screen = ["TERM": "screen-256color", "STY": "1.x", "COLORTERM": "truecolor"]
    #expect(capabilities(screen, Self.xterm256).colorDepth == .indexed256)
    #expect(
      capabilities(["TERM": "linux", "COLORTERM": "truecolor"], Self.xterm8).colorDepth == .ansi16)
    // An unknown terminal: COLORTERM is a hint on a 256-colour terminal, not on an 8-colour one.
    #expect(
      capabilities(["TERM": "xterm-256color", "COLORTERM": "truecolor"], Self.xterm256).colorDepth
        == .trueColor)
    #expect(
      capabilities(["TERM": "xterm", "COLORTERM": "24bit"], Self.xterm8).colorDepth == .ansi16)
    #expect(capabilities(["TERM": "xterm-256color"], Self.xterm256).colorDepth == .indexed256)
  }

  @Test func trueColorFromTerminfo() {
    let direct = TerminfoEntry(names: ["xterm-direct"], colors: 1 << 24, backColorErase: true)
    #expect(capabilities(["TERM": "xterm-direct"], direct).colorDepth == .trueColor)
    let tc = TerminfoEntry(
      names: ["x"], colors: 256, backColorErase: false, extendedCapabilities: ["Tc"])
    #expect(capabilities(["TERM": "x"], tc).colorDepth == .trueColor)
    let rgb = TerminfoEntry(
      names: ["x"], colors: 256, backColorErase: false, extendedCapabilities: ["RGB"])
    #expect(capabilities(["TERM": "x"], rgb).colorDepth == .trueColor)
    #expect(capabilities(["TERM": "x"], Self.xterm8).colorDepth == .ansi16)
    #expect(capabilities(["TERM": "x", "NO_COLOR": "1"], rgb).colorDepth == .none)
  }

  @Test func backColorEraseFromTheTableThenTerminfo() {
    #expect(capabilities(["TERM": "xterm-kitty"], Self.xterm256).backgroundColorErase == false)
    #expect(capabilities(["TERM": "foot"], nil).backgroundColorErase)
    #expect(
      capabilities(["TERM": "tmux-256color", "TMUX": "x"], Self.xterm256).backgroundColorErase
        == false)
    // WezTerm's and Ghostty's own entries decide.
    let wezterm = ["TERM": "wezterm"]
    #expect(capabilities(wezterm, Self.xterm256).backgroundColorErase)
    #expect(capabilities(wezterm, Self.noBCE256).backgroundColorErase == false)
    #expect(capabilities(["TERM": "xterm-256color"], Self.xterm256).backgroundColorErase)
    #expect(capabilities(["TERM": "unknown"], nil).backgroundColorErase == false)
  }

  @Test func modesAreNeverGuessed() {
    for environment in [["TERM": "xterm-kitty"], ["TERM": "foot"], ["TERM": "xterm-256color"]] {
      let guessed = capabilities(environment, Self.xterm256)
      #expect(!guessed.synchronizedOutput)
      #expect(!guessed.kittyKeyboard)
    }
  }

  @Test func answersTurnModesOn() {
    let base = capabilities(["TERM": "xterm-256color"], Self.xterm256)
    var probe = TerminalProbe()
    #expect(!probe.isComplete)
    probe.receive(.modeReport(mode: 2026, setting: 2))
    probe.receive(.keyboardFlags(0))
    #expect(!probe.isComplete)  // DA1 ends the round
    let tookDeviceAttributes = probe.receive(.primaryDeviceAttributes([62, 22]))
    #expect(tookDeviceAttributes)
    #expect(probe.isComplete)
    let answered = probe.capabilities(over: base)
    #expect(answered.synchronizedOutput && answered.kittyKeyboard)
    #expect(answered.colorDepth == base.colorDepth)
    // Mode 2026 "not recognized" (0) or "permanently reset" (4): no synchronized output.
    for setting in [0, 4] {
      var declined = TerminalProbe()
      declined.receive(.modeReport(mode: 2026, setting: setting))
      declined.receive(.primaryDeviceAttributes([1]))
      #expect(!declined.capabilities(over: base).synchronizedOutput)
    }
    // A report for another mode answers nothing.
    var other = TerminalProbe()
    let tookOtherMode = other.receive(.modeReport(mode: 1049, setting: 1))
    #expect(!tookOtherMode)
    // A dumb terminal keeps neither, whatever it says.
    let dumb = capabilities(["TERM": "dumb"], nil)
    #expect(!probe.capabilities(over: dumb).synchronizedOutput)
    #expect(!probe.capabilities(over: dumb).kittyKeyboard)
  }

  @Test func theQueriesEndWithDeviceAttributes() {
    #expect(readable(TerminalProbe().queries) == "⎋[?2026$p⎋[?u⎋[c")
    let graphics = TerminalProbe(graphics: GraphicsDetector())
    #expect(
      readable(graphics.queries)
        == "⎋[?2026$p⎋[?u⎋_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA⎋\\⎋[>0q⎋[16t⎋[c")
  }
}
