import Foundation
import Synchronization
import TrellisRx
import TrellisServices

/// The marker of which plugin's code the main thread runs now: the app sets it around each
/// call into a plugin — `register(in:)`, `activate(in:)`, a screen's factory and bindings,
/// a key, mouse or paste handler of its screen, its commands — and the
/// ``MainThreadWatchdog`` reads it from its own thread.
///
/// Setting it costs two short lock holds per call. Calls nest (a key handler that runs
/// another plugin's command): the innermost one is what runs.
public final class MainThreadActivity: Sendable {
  /// One marked call that has not returned.
  public struct Mark: Sendable, Equatable {
    /// Which plugin, doing what.
    public let activity: PluginActivity
    /// When the call began.
    public let since: ContinuousClock.Instant
    /// Tells this call from every other (for reporting each stall once).
    let serial: UInt64
  }

  private struct State {
    var marks: [Mark] = []
    var nextSerial: UInt64 = 0
    var shownPlugin: String?
    var pingSent: ContinuousClock.Instant?
    var pingSerial: UInt64 = 0
  }

  private let state = Mutex(State())

  /// A marker with nothing running.
  public init() {}

  /// Runs `body` marked as `activity`, and returns what it returns. Outside registering and
  /// activating, `body` is interactive work: in debug builds, blocking I/O it does on the
  /// main thread is reported, naming the plugin (see `MainThreadIO`).
  public func run<T>(_ activity: PluginActivity, _ body: () throws -> T) rethrows -> T {
    let serial = state.criticalSection { state -> UInt64 in
      state.nextSerial += 1
      state.marks.append(
        Mark(activity: activity, since: .now, serial: state.nextSerial))
      return state.nextSerial
    }
    defer {
      state.criticalSection { state in
        if let index = state.marks.lastIndex(where: { $0.serial == serial }) {
          state.marks.remove(at: index)
        }
      }
    }
    switch activity.kind {
    case .registering, .activating:
      // Start-up: bounded by the register and activate budgets instead.
      return try body()
    default:
      return try MainThreadIO.whileInteractive({ "plugin \(activity.pluginID), \(activity)" }) {
        try body()
      }
    }
  }

  /// The innermost marked call running now, if any.
  public var current: Mark? {
    state.criticalSection { $0.marks.last }
  }

  /// The plugin whose screen is shown (the app keeps it up to date): the one to suspect when
  /// the main thread is held outside any marked call (a timer of its view model, say).
  public var shownPlugin: String? {
    get { state.criticalSection { $0.shownPlugin } }
    set { state.criticalSection { $0.shownPlugin = newValue } }
  }

  // MARK: Pings

  /// Sends a ping through the main queue unless one is on its way; returns when the one on
  /// its way was sent, with its serial.
  func ping() -> (sent: ContinuousClock.Instant, serial: UInt64) {
    let (pending, sent, serial) = state.criticalSection {
      state -> (Bool, ContinuousClock.Instant, UInt64) in
      if let sent = state.pingSent { return (true, sent, state.pingSerial) }
      let now = ContinuousClock.now
      state.pingSent = now
      state.pingSerial &+= 1
      return (false, now, state.pingSerial)
    }
    if !pending {
      DispatchQueue.main.async { [self] in
        state.criticalSection { $0.pingSent = nil }
      }
    }
    return (sent, serial)
  }

  /// Whether the ping `serial` has come back through the main queue.
  func pingAnswered(_ serial: UInt64) -> Bool {
    state.criticalSection { $0.pingSerial != serial || $0.pingSent == nil }
  }
}
