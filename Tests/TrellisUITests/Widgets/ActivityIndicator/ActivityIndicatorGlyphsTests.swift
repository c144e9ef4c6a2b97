import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal

@testable import TrellisUI

/// A spinner draws frames its window's terminal shows (`graphics.glyphs`).
@Suite @MainActor struct ActivityIndicatorGlyphsTests {
  private func turns(on glyphs: TerminalGlyphs, frames: [String] = ActivityIndicator.Frames.braille)
    -> [String]
  {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let spinner = ActivityIndicator(frames: frames, text: "Loading", scheduler: scheduler)
    let window = Window(rootView: spinner, size: Size(width: 12, height: 1))
    window.graphics.glyphs = glyphs
    spinner.startAnimating()
    var shown: [String] = []
    for tick in 0..<6 {
      scheduler.advanceTo(tick * 80)
      shown += window.render().lines
    }
    return shown
  }

  @Test func brailleWhereTheTerminalShowsIt() {
    #expect(
      turns(on: .unicode) == [
        "⠋ Loading", "⠙ Loading", "⠹ Loading", "⠸ Loading", "⠼ Loading", "⠴ Loading",
      ])
  }

  @Test(arguments: [TerminalGlyphs.linuxConsole, .ascii])
  func asciiWhereItDoesNot(glyphs: TerminalGlyphs) {
    #expect(
      turns(on: glyphs) == [
        "| Loading", "/ Loading", "- Loading", "\\ Loading", "| Loading", "/ Loading",
      ])
  }

  @Test func framesTheConsoleShowsAreKeptThere() {
    let moon = ["◐", "◓", "◑", "◒"]
    #expect(turns(on: .linuxConsole, frames: moon).prefix(2) == ["◐ Loading", "◓ Loading"])
    #expect(turns(on: .ascii, frames: moon).prefix(2) == ["| Loading", "/ Loading"])
  }

  @Test func theEnvironmentDecides() {
    #expect(TerminalGlyphs(environment: ["TERM": "linux", "LANG": "C.UTF-8"]) == .linuxConsole)
    #expect(TerminalGlyphs(environment: ["TERM": "linux", "LANG": "C"]) == .ascii)
    #expect(TerminalGlyphs(environment: ["TERM": "xterm-256color", "LANG": "C"]) == .ascii)
    #expect(
      TerminalGlyphs(environment: ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"]) == .unicode)
  }
}
