import Foundation
import Glibc
import TerminalTestSupport
import Testing
import Trellis

/// The advice for a locale that is not UTF-8 can be read whole: the status bar shows its
/// short first line whole, with where the rest is (`m`); the Messages screen and the exit
/// message show all of it.
@Suite struct DemoLocaleAdviceTests {
  @Test func inTheCLocaleTheAdviceIsReadWhole() throws {
    let demo = try #require(DemoCommandTests.executable)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-advice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let (width, height) = (80, 24)
    let pty = try PseudoTerminal(width: width, height: height)
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
    let advice = TerminalEncoding(environment: ["LANG": "C"]).advice
    let lines = advice.split(separator: "\n").map(String.init)
    // The bar shows a whole line of it, then the ASCII form of `… (m: messages)`.
    let marker = ". (m: messages)"
    #expect(
      pty.waitForScreen(width: width, height: height) { $0.last?.hasSuffix(marker) == true },
      "\(pty.screen(width: width, height: height))")
    let bar = pty.screen(width: width, height: height).last ?? ""
    let message = (bar.dropLast(marker.count).components(separatedBy: "  ").last ?? "")
      .trimmingCharacters(in: .whitespaces)
    #expect(lines.contains(message), "\(bar)")
    // Every word of it in the Messages screen, in order.
    pty.type(Array("m".utf8))
    #expect(
      pty.waitForScreen(width: width, height: height, showing: "not UTF-8"),
      "\(pty.screen(width: width, height: height))")
    let page = pty.screen(width: width, height: height)
    let words = page.flatMap { $0.split(separator: " ") }.joined(separator: " ")
    let said = advice.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(words.contains(said), "\(page)")
    pty.type(Array("q".utf8))
    #expect(process.waitForEnd(reading: pty, seconds: 30) == .exited(0))
    // At exit, on the main screen, each line as it is.
    let text = String(decoding: pty.received, as: UTF8.self)
    let afterExit = text.components(separatedBy: "\u{1B}[?1049l").last ?? ""
    for line in lines {
      #expect(afterExit.contains(line + "\r\n"), "\(afterExit)")
    }
  }
}
