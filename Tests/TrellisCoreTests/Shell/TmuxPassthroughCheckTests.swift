import Testing
import TrellisTerminal

@testable import TrellisCore

/// What tmux's answer to `show -gv allow-passthrough` means.
@Suite struct TmuxPassthroughCheckTests {
  @Test func outsideTmuxNothingIsAsked() {
    #expect(TmuxPassthroughCheck.state(environment: [:]) == .outside)
    #expect(TmuxPassthroughCheck.state(environment: ["TMUX": ""]) == .outside)
  }

  @Test func onAndAllAllowAndOffRefuses() {
    #expect(TmuxPassthroughCheck.interpret(status: 0, output: "on\n") == .passthroughAllowed)
    #expect(TmuxPassthroughCheck.interpret(status: 0, output: "all\n") == .passthroughAllowed)
    #expect(TmuxPassthroughCheck.interpret(status: 0, output: "off\n") == .passthroughRefused)
  }

  @Test func anOldTmuxPassesThroughAndAFailureRefuses() {
    #expect(
      TmuxPassthroughCheck.interpret(status: 1, output: "invalid option: allow-passthrough")
        == .passthroughAllowed)
    #expect(
      TmuxPassthroughCheck.interpret(status: 1, output: "no server running on /tmp/tmux-0")
        == .passthroughRefused)
  }
}
