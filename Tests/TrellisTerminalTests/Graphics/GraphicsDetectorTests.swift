import Testing
import TrellisTerminal

/// The start-up queries and what their answers mean.
@Suite struct GraphicsDetectorTests {
  @Test func theQueriesEndWithDeviceAttributes() {
    let detector = GraphicsDetector()
    #expect(
      readable(detector.queries)
        == "⎋_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA⎋\\⎋[>0q⎋[16t⎋[c")
    #expect(GraphicsDetector(preference: .symbols).queries.isEmpty)
    #expect(GraphicsDetector(preference: .symbols).isComplete)
  }

  @Test func insideTmuxTheOuterQueriesPassThrough() {
    let allowed = GraphicsDetector(tmux: .passthroughAllowed)
    #expect(
      readable(allowed.queries)
        == "⎋Ptmux;⎋⎋_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA⎋⎋\\⎋\\⎋Ptmux;⎋⎋[>0q⎋\\⎋[16t⎋[c")
    #expect(readable(GraphicsDetector(tmux: .passthroughRefused).queries) == "⎋[16t⎋[c")
  }

  @Test func tmuxWrappingDoublesEveryEscape() {
    let wrapped = GraphicsSequences.tmuxPassthrough([0x1B, 0x41, 0x1B, 0x1B, 0x42])
    #expect(readable(wrapped) == "⎋Ptmux;⎋⎋A⎋⎋⎋⎋B⎋\\")
    #expect(GraphicsSequences.tmuxPassthrough([]) == Array("\u{1B}Ptmux;\u{1B}\\".utf8))
  }

  @Test func kittyWinsWhenItAnswersOK() {
    var detector = GraphicsDetector()
    detector.receive(.kittyGraphics(id: 31, message: "OK"))
    #expect(!detector.isComplete)
    detector.receive(.cellPixelSize(width: 9, height: 18))
    detector.receive(.primaryDeviceAttributes([62, 4]))
    #expect(detector.isComplete)
    #expect(
      detector.graphics()
        == TerminalGraphics(pixelProtocol: .kitty, cellWidth: 9, cellHeight: 18))
  }

  @Test func aKittyErrorIsNoKitty() {
    var detector = GraphicsDetector()
    detector.receive(.kittyGraphics(id: 31, message: "EINVAL:bad"))
    detector.receive(.primaryDeviceAttributes([1, 2]))
    #expect(detector.graphics() == .symbols)
    let taken = detector.receive(.kittyGraphics(id: 7, message: "OK"))
    #expect(!taken)  // not our query
  }

  @Test func iTermAndWezTermByVersionAndSixelByAttributeFour() {
    var iterm = GraphicsDetector()
    iterm.receive(.terminalVersion("iTerm2 3.5.0"))
    iterm.receive(.primaryDeviceAttributes([62, 4]))
    #expect(iterm.graphics().pixelProtocol == .iterm2)
    var wezterm = GraphicsDetector()
    wezterm.receive(.terminalVersion("WezTerm 20240203"))
    #expect(wezterm.graphics().pixelProtocol == .iterm2)
    var foot = GraphicsDetector()
    foot.receive(.terminalVersion("foot(1.16.2)"))
    foot.receive(.primaryDeviceAttributes([62, 4, 22]))
    #expect(
      foot.graphics(fallbackCellSize: (8, 16))
        == TerminalGraphics(
          pixelProtocol: .sixel, cellWidth: 8, cellHeight: 16))
    var plain = GraphicsDetector()
    plain.receive(.primaryDeviceAttributes([62, 22]))
    #expect(plain.graphics() == .symbols)
  }

  @Test func nothingAnsweredIsSymbols() {
    let detector = GraphicsDetector()
    #expect(!detector.isComplete)
    #expect(detector.graphics() == .symbols)
  }

  @Test func tmuxNeedsAnOuterAnswerAndWrapsKittyButNotSixel() {
    var kitty = GraphicsDetector(tmux: .passthroughAllowed)
    kitty.receive(.primaryDeviceAttributes([1, 2]))
    #expect(!kitty.isComplete)  // tmux answered DA1 itself; wait for the outer terminal
    kitty.receive(.kittyGraphics(id: 31, message: "OK"))
    #expect(kitty.isComplete)
    #expect(kitty.graphics().passthrough == .tmux)
    var sixel = GraphicsDetector(tmux: .passthroughAllowed)
    sixel.receive(.primaryDeviceAttributes([62, 4]))
    #expect(sixel.graphics() == TerminalGraphics(pixelProtocol: .sixel))
    var refused = GraphicsDetector(tmux: .passthroughRefused)
    refused.receive(.kittyGraphics(id: 31, message: "OK"))
    refused.receive(.primaryDeviceAttributes([1, 2]))
    #expect(refused.graphics() == .symbols)
  }

  @Test func theUserCanForceAProtocolOrSymbols() {
    #expect(GraphicsPreference(environment: ["TRELLIS_IMAGES": "symbols"]) == .symbols)
    #expect(GraphicsPreference(environment: ["TRELLIS_IMAGES": "Kitty"]) == .forced(.kitty))
    #expect(GraphicsPreference(environment: ["TRELLIS_IMAGES": "iterm2"]) == .forced(.iterm2))
    #expect(GraphicsPreference(environment: ["TRELLIS_IMAGES": "sixel"]) == .forced(.sixel))
    #expect(GraphicsPreference(environment: ["TRELLIS_IMAGES": "auto"]) == .auto)
    #expect(GraphicsPreference(environment: ["TRELLIS_IMAGES": "bogus"]) == .auto)
    #expect(GraphicsPreference(environment: [:]) == .auto)
    var forced = GraphicsDetector(preference: .forced(.sixel))
    forced.receive(.primaryDeviceAttributes([1]))
    #expect(forced.graphics().pixelProtocol == .sixel)
    var symbols = GraphicsDetector(preference: .symbols)
    symbols.receive(.kittyGraphics(id: 31, message: "OK"))
    #expect(symbols.graphics() == .symbols)
    #expect(
      GraphicsDetector(preference: .forced(.kitty), tmux: .passthroughRefused)
        .graphics() == .symbols)
  }

  @Test func theCleanupDeletesKittyPicturesOnly() {
    #expect(
      readable(TerminalGraphics(pixelProtocol: .kitty).cleanupSequence) == "⎋_Ga=d,d=A,q=2⎋\\")
    #expect(
      readable(TerminalGraphics(pixelProtocol: .kitty, passthrough: .tmux).cleanupSequence)
        == "⎋Ptmux;⎋⎋_Ga=d,d=A,q=2⎋⎋\\⎋\\")
    #expect(TerminalGraphics(pixelProtocol: .sixel).cleanupSequence.isEmpty)
    #expect(TerminalGraphics.symbols.cleanupSequence.isEmpty)
  }
}
