import Foundation
import TrellisTerminal

/// Whether the app runs inside tmux, and whether tmux passes picture sequences through to
/// the outer terminal: `TMUX` set, then `tmux show -gv allow-passthrough` (`on` or `all`;
/// a tmux older than 3.3, which has no such option, always passes them through).
enum TmuxPassthroughCheck {
  /// The longest wait for tmux's answer.
  static let timeout: TimeInterval = 1

  /// The tmux state for `environment`, asking `tmux` when `TMUX` is set.
  static func state(environment: [String: String]) -> GraphicsDetector.Tmux {
    guard let tmux = environment["TMUX"], !tmux.isEmpty else { return .outside }
    guard let answer = ask(environment: environment) else { return .passthroughRefused }
    return interpret(status: answer.status, output: answer.output)
  }

  /// What tmux's answer means: `on`/`all` allow; a tmux that does not know the option
  /// (older than 3.3) passes everything; anything else refuses.
  static func interpret(status: Int32, output: String) -> GraphicsDetector.Tmux {
    let text = output.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    if status == 0 {
      return text == "on" || text == "all" ? .passthroughAllowed : .passthroughRefused
    }
    return text.contains("invalid option") || text.contains("unknown option")
      ? .passthroughAllowed : .passthroughRefused
  }

  /// Runs `tmux show -gv allow-passthrough`; nil when tmux cannot be run or takes too long.
  private static func ask(environment: [String: String]) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "show", "-gv", "allow-passthrough"]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do {
      try process.run()
    } catch {
      return nil
    }
    guard ended.wait(timeout: .now() + timeout) == .success else {
      process.terminate()
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
