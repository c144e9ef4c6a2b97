import Foundation
import Glibc
import TerminalTestSupport
import Testing
import Trellis

/// `trellis-demo` in a terminal whose locale is not UTF-8 (`LANG=C`): the terminal may read
/// the bytes of a UTF-8 character as C1 controls, so not one byte at or above 0x80 reaches
/// it — the screen is drawn with ASCII stand-ins, laid out as in UTF-8 — and the app says
/// how to fix the locale, on the screen and again at exit.
@Suite struct DemoLocaleTests {
  @Test func inTheCLocaleEveryByteIsASCIIAndTheAppSaysWhy() throws {
    let demo = try #require(DemoCommandTests.executable)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-locale-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let pty = try PseudoTerminal(width: 100, height: 20)
    let process = try ProbeProcess(
      demo, in: pty, arguments: ["--route", "counters"],
      environment: DemoCommandTests.homeEnvironment(home).merging([
        "LANG": "C", "TRELLIS_IMAGES": "symbols",
      ]) { $1 })
    defer {
      if process.poll() == .stillRunning {
        process.send(SIGKILL)
        _ = process.waitForEnd(reading: pty, seconds: 10)
      }
    }
    #expect(
      pty.waitForScreen(width: 100, height: 20, showing: "No counters yet"),
      "\(pty.screen(width: 100, height: 20))")
    // Tabs, a counter row with its buttons, the palette's box, rule and arrows.
    pty.type(Array("a".utf8))
    #expect(
      pty.waitForScreen(width: 100, height: 20, showing: "number is 0"),
      "\(pty.screen(width: 100, height: 20))")
    pty.type([0x10])  // ctrl-p
    #expect(
      pty.waitForScreen(width: 100, height: 20, showing: "Go to"),
      "\(pty.screen(width: 100, height: 20))")
    let palette = pty.screen(width: 100, height: 20)
    #expect(palette.contains { $0.contains("+ Go to ---") }, "\(palette)")
    #expect(palette.contains { $0.contains("| > Counters") }, "\(palette)")
    pty.type([0x1B])
    #expect(
      pty.waitForScreen(width: 100, height: 20) { lines in
        !lines.contains { $0.contains("Go to") }
      })
    // The messages say why, in full.
    pty.type(Array("m".utf8))
    #expect(
      pty.waitForScreen(width: 100, height: 20, showing: "not UTF-8"),
      "\(pty.screen(width: 100, height: 20))")
    pty.type(Array("q".utf8))
    #expect(process.waitForEnd(reading: pty, seconds: 30) == .exited(0))
    let output = pty.received
    let wide = output.enumerated().first { $0.element >= 0x80 }
    #expect(
      wide == nil,
      "byte \(wide.map { String($0.element, radix: 16) } ?? "") at \(wide?.offset ?? 0)")
    let text = String(decoding: output, as: UTF8.self)
    // Said again at exit, on the main screen: how to get the full look.
    let afterExit = text.components(separatedBy: "\u{1B}[?1049l").last ?? ""
    #expect(afterExit.contains("LANG=C.UTF-8"), "\(afterExit)")
  }
}
