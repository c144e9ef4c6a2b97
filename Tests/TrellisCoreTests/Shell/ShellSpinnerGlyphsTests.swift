import Foundation
import Glibc
import TerminalTestSupport
import Testing
import TrellisTerminal

/// A spinner on a real terminal turns with frames the terminal shows: braille in a UTF-8
/// terminal emulator, `|/-\` on the Linux console (no braille in its fonts) and where the
/// locale is not UTF-8.
@Suite struct ShellSpinnerGlyphsTests {
  /// The spinner's glyph on the screen's `rows` (the route's first row, before ` Working`).
  private func glyph(_ rows: [String]) -> String? {
    guard rows.count > 1, rows[1].hasSuffix(" Working") else { return nil }
    return String(rows[1].dropLast(" Working".count))
  }

  /// Runs the probe's spinner with `term` and `lang`, and returns the frames seen until
  /// it has turned through `count` different ones (or the wait ran out).
  private func frames(term: String, lang: String, count: Int) throws -> Set<String> {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let probe = try ProbeProcess(
      "trellis-shell-probe", in: pty, arguments: ["--route", "spinner"], term: term,
      environment: ["LANG": lang, "LC_ALL": nil, "LC_CTYPE": nil])
    defer {
      if probe.poll() == .stillRunning {
        probe.send(SIGKILL)
        _ = probe.waitForEnd(reading: pty, seconds: 10)
      }
    }
    var seen: Set<String> = []
    // Each frame lasts 80 ms; 20 s is ample for four, and bounds the wait where the
    // spinner does not turn.
    _ = pty.waitForScreen(width: 40, height: 10, seconds: 20) { rows in
      if let shown = glyph(rows) { seen.insert(shown) }
      return seen.count >= count
    }
    pty.type(Array("q".utf8))
    _ = probe.waitForEnd(reading: pty, seconds: 30)
    return seen
  }

  @Test(arguments: [("linux", "C.UTF-8"), ("xterm-256color", "C")])
  func whereBrailleDoesNotShowTheSpinnerTurnsInASCII(term: String, lang: String) throws {
    let seen = try frames(term: term, lang: lang, count: 4)
    #expect(seen == ["|", "/", "-", "\\"], "\(seen)")
  }

  @Test func aUTF8TerminalEmulatorShowsTheBrailleSpinner() throws {
    let seen = try frames(term: "xterm-256color", lang: "C.UTF-8", count: 3)
    #expect(seen.count >= 3)
    #expect(seen.isSubset(of: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]), "\(seen)")
  }
}
