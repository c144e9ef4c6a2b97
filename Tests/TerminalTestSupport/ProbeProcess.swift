import Foundation
import Glibc

/// A probe executable built with the tests (`trellis-terminal-probe`, `trellis-shell-probe`),
/// run as the session leader of a pseudo-terminal (the pty is its controlling terminal, as
/// in a real terminal window).
public final class ProbeProcess {
  /// How a process ended.
  public enum Ending: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)
    case stillRunning

    /// How the process ended, in words.
    public var description: String {
      switch self {
      case .exited(let code): return "exited with status \(code)"
      case .signaled(let signal): return "killed by signal \(signal)"
      case .stillRunning: return "still running"
      }
    }
  }

  /// The probe's process id.
  public let pid: pid_t

  /// The executable `name`, built next to the test bundle (`.build/<triple>/<config>/`);
  /// the environment variable named like it (`trellis-shell-probe` → `TRELLIS_SHELL_PROBE`)
  /// overrides it.
  public static func executablePath(named name: String) -> String? {
    if name.hasPrefix("/") { return name }  // a path given as it is (/bin/bash)
    let variable = name.uppercased().replacingOccurrences(of: "-", with: "_")
    if let path = ProcessInfo.processInfo.environment[variable] {
      return path
    }
    let candidates = [
      Bundle.main.executablePath, CommandLine.arguments.first,
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
    ]
    for candidate in candidates.compactMap({ $0 }) {
      var directory = URL(fileURLWithPath: candidate).deletingLastPathComponent()
      // Inside a bundle directory (`X.xctest/…`), the probe is next to the bundle.
      for _ in 0..<3 {
        let probe = directory.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: probe) { return probe }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// Starts the executable `name` (or the absolute path `name`) with `arguments` in
  /// `terminal`: a new session whose
  /// controlling terminal is the pty's slave, which is also its standard input, output and
  /// error. `backtrace` is the Swift runtime's `SWIFT_BACKTRACE` setting (off unless told).
  /// The probe runs outside tmux with no `TRELLIS_IMAGES`, in the `C.UTF-8` locale, unless
  /// `environment` (variables set, or removed with nil) says otherwise.
  public init(
    _ name: String, in terminal: PseudoTerminal, arguments: [String] = [],
    term: String = "xterm-256color", backtrace: String = "enable=no",
    environment overrides: [String: String?] = [:]
  ) throws {
    guard let path = Self.executablePath(named: name) else {
      throw PseudoTerminal.Failure(
        description: "\(name) not found next to the test bundle; "
          + "build it with `swift build --build-tests`")
    }
    let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID
    let child = ChildSpawn(flags: setsid)
    // Opened by a session leader without O_NOCTTY, the tty becomes its controlling terminal.
    child.open(0, terminal.slavePath, O_RDWR)
    child.duplicate(0, to: 1)
    child.duplicate(0, to: 2)

    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = term
    environment["COLORTERM"] = nil
    environment["NO_COLOR"] = nil
    environment["SWIFT_BACKTRACE"] = backtrace
    environment["TMUX"] = nil
    environment["TRELLIS_IMAGES"] = nil
    // The pty reads UTF-8, and the probe's locale says so, whatever the tests run under.
    environment["LC_ALL"] = nil
    environment["LC_CTYPE"] = nil
    environment["LANG"] = "C.UTF-8"
    for (key, value) in overrides { environment[key] = value }
    let pid = try child.spawn(path, arguments: arguments, environment: environment)
    self.pid = pid
  }

  /// How the probe ended, once this object reaped it. After that its pid may belong to
  /// another process (another test's child), so nothing is sent to it or waited for again.
  private var reaped: Ending?

  /// Sends `signal` to the probe; nothing once it has been reaped.
  public func send(_ signal: Int32) {
    guard reaped == nil else { return }
    kill(pid, signal)
  }

  /// Whether the probe has ended, reaping it if so (the same answer every time after).
  public func poll() -> Ending {
    if let reaped { return reaped }
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    guard result == pid else { return .stillRunning }
    let ending = Self.ending(status)
    reaped = ending
    return ending
  }

  /// Waits for the probe to end, reading the terminal meanwhile so the probe never blocks
  /// on a full pty. A bound of `seconds` keeps a broken test from hanging; past it the
  /// probe is killed.
  public func waitForEnd(reading terminal: PseudoTerminal, seconds: Double = 60) -> Ending {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let ending = poll()
      if ending != .stillRunning {
        terminal.read()
        return ending
      }
      terminal.read(waiting: 20)
    }
    FileHandle.standardError.write(Data(diagnosis(after: seconds).utf8))
    // Kill only a child that is still ours: a pid reaped elsewhere may be another's now.
    guard reaped == nil, waitpid(pid, nil, WNOHANG) == 0 else { return .stillRunning }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    if waitpid(pid, &status, 0) == pid { reaped = Self.ending(status) }
    return .stillRunning
  }

  /// What the kernel says about a probe that did not end in time: whether it is still
  /// ours to wait for, its state and where each thread waits — so a rare hang can be told
  /// from a child reaped elsewhere.
  private func diagnosis(after seconds: Double) -> String {
    // WNOWAIT: look without reaping, so the status is still there to read.
    var info = siginfo_t()
    let waited = reaped != nil ? pid : waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    let waitNote = waited < 0 ? "waitpid failed (errno \(errno))" : "waitpid \(waited)"
    let state =
      (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("State:") } ?? "no /proc entry"
    let threads =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    let waits = threads.sorted().map { thread -> String in
      let channel =
        (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/wchan", encoding: .utf8))
        ?? "?"
      return "\(thread):\(channel)"
    }
    return "probe \(pid) did not end within \(seconds) s: \(waitNote); \(state); "
      + "threads waiting in \(waits.joined(separator: ", "))\n"
  }

  private static func ending(_ status: Int32) -> Ending {
    let signal = status & 0x7F
    if signal == 0 { return .exited((status >> 8) & 0xFF) }
    return .signaled(signal)
  }
}
