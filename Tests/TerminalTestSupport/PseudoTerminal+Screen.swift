import Foundation
import TrellisTerminal

extension PseudoTerminal {
  /// The screen the bytes received so far draw on a terminal of `width`×`height`, as an
  /// emulator (`HeadlessTerminal`) shows it.
  public func screen(width: Int, height: Int) -> [String] {
    let terminal = HeadlessTerminal(width: width, height: height)
    terminal.write(received)
    return terminal.lines
  }

  /// Reads until the `width`×`height` screen satisfies `condition`; the bound of `seconds`
  /// keeps a broken test from hanging (it is no assertion about speed).
  public func waitForScreen(
    width: Int, height: Int, seconds: Double = 60, until condition: ([String]) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      read(waiting: 50)
      if condition(screen(width: width, height: height)) { return true }
    }
    return false
  }

  /// Reads until a line of the `width`×`height` screen shows `text`.
  public func waitForScreen(width: Int, height: Int, showing text: String) -> Bool {
    waitForScreen(width: width, height: height) { lines in
      lines.contains { $0.contains(text) }
    }
  }
}
