import Foundation
import Synchronization
import TrellisRx

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``MainThreadIO``'s reports go: counted, the last 200 kept, sent to its subject,
/// and each distinct text written once to standard error and appended once to the file
/// named by `TRELLIS_MAIN_THREAD_IO_LOG`.
final class MainThreadIOLog: Sendable {
  static let shared = MainThreadIOLog(
    logPath: ProcessInfo.processInfo.environment[MainThreadIO.logVariable])

  private struct State {
    var count = 0
    var kept: [String] = []
    var written: Set<String> = []
  }

  /// How many reports are kept.
  static let keptLimit = 200

  private let state = Mutex(State())
  /// The file each distinct report is appended to, if any.
  let logPath: String?
  /// Each report as it is made.
  let subject = PublishSubject<String>()

  init(logPath: String?) {
    self.logPath = logPath.flatMap { $0.isEmpty ? nil : $0 }
  }

  var count: Int {
    state.criticalSection { $0.count }
  }

  var reports: [String] {
    state.criticalSection { $0.kept }
  }

  /// Counts and keeps `message`, writes it where it goes (once per text, unless not
  /// `logged`), and sends it.
  func record(_ message: String, logged: Bool = true) {
    let isNew = state.criticalSection { state -> Bool in
      state.count += 1
      state.kept.append(message)
      if state.kept.count > Self.keptLimit { state.kept.removeFirst() }
      return logged && state.written.insert(message).inserted
    }
    if isNew {
      FileHandle.standardError.write(Data((message + "\n").utf8))
      if let logPath { Self.append(message, to: logPath) }
    }
    subject.onNext(message)
  }

  /// Appends `message` and a line break to the file at `path` in one write (created when
  /// missing), so that lines of processes sharing the file do not mix.
  private static func append(_ message: String, to path: String) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let line = Array((message + "\n").utf8)
    line.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      #if canImport(Glibc)
        _ = Glibc.write(descriptor, base, buffer.count)
      #else
        _ = Darwin.write(descriptor, base, buffer.count)
      #endif
    }
  }
}
