import Foundation
import Glibc

/// A tmux server of its own (a private socket, no configuration) with one detached pane of
/// a given size, whose tty a test writes to as a program would: what tmux then shows
/// (`capture-pane`) and where its cursor is are tmux's own reading of the bytes, with its
/// own width tables (`wcwidth` in the C.UTF-8 locale).
public final class TmuxPane {
  /// The name of the server's socket (`tmux -L`).
  public let socket: String
  private let tty: Int32

  /// A pane of `width`×`height` running `sleep` (which reads nothing, so nothing echoes).
  public init(width: Int, height: Int) throws {
    socket = "trellis-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    try Self.run(
      [
        "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
        "sleep 3600",
      ])
    let path = try Self.run(["-L", socket, "display-message", "-p", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    tty = open(path, O_WRONLY | O_NOCTTY)
    guard tty >= 0 else {
      throw PseudoTerminal.Failure(description: "cannot open the pane's tty \(path)")
    }
  }

  deinit {
    close(tty)
    _ = try? Self.run(["-L", socket, "kill-server"])
  }

  /// Whether tmux is installed (`make test` installs it).
  public static var isAvailable: Bool {
    (try? run(["-V"])) != nil
  }

  /// Writes `bytes` to the pane as its program's output.
  public func write(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { Glibc.write(tty, $0.baseAddress, $0.count) }
      if result <= 0 { return }
      written += result
    }
  }

  /// The pane's lines as tmux shows them (trailing spaces trimmed).
  public func lines() throws -> [String] {
    try Self.run(["-L", socket, "capture-pane", "-p"]).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  /// The cursor's column and row, as tmux has it.
  public func cursor() throws -> (column: Int, row: Int) {
    let text = try Self.run(["-L", socket, "display-message", "-p", "#{cursor_x} #{cursor_y}"])
    let numbers = text.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard numbers.count == 2 else {
      throw PseudoTerminal.Failure(description: "tmux said \(text) for the cursor")
    }
    return (numbers[0], numbers[1])
  }

  /// Waits until the pane shows `marker` (tmux reads the pty on its own time); the bound
  /// of `seconds` keeps a broken test from hanging.
  public func waitFor(_ marker: String, seconds: Double = 60) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try lines().contains(where: { $0.contains(marker) }) { return true }
      usleep(10_000)
    }
    return false
  }

  /// Runs tmux with `arguments` in the C.UTF-8 locale; returns what it printed. Spawned
  /// and waited for here (not with Foundation's `Process`, which never saw the client end:
  /// the server it starts keeps the client's descriptors).
  @discardableResult
  static func run(_ arguments: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-tmux-\(UUID().uuidString)").path
    defer { unlink(path) }
    let child = ChildSpawn()
    child.open(0, "/dev/null", O_RDONLY)
    child.open(1, path, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
    child.open(2, "/dev/null", O_WRONLY)
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    environment["TMUX"] = nil
    let pid = try child.spawn("/usr/bin/tmux", arguments: arguments, environment: environment)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = FileManager.default.contents(atPath: path) ?? Data()
    guard status == 0 else {
      throw PseudoTerminal.Failure(
        description: "tmux \(arguments.joined(separator: " ")) ended with status \(status)")
    }
    return String(decoding: output, as: UTF8.self)
  }
}
