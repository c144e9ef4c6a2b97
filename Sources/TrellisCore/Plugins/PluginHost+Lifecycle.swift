import Foundation
import Synchronization
import TrellisRx

extension PluginHost {
  /// Calls each loaded plugin's ``Plugin/activate(in:)``, in load order (once; later calls
  /// return nothing). Returns the errors the hooks threw, in that order.
  @discardableResult
  public func activate() -> [PluginHookError] {
    guard !isActivated else { return [] }
    isActivated = true
    let registry = self.registry
    return loaded.compactMap { plugin, services in
      let manifest = plugin.manifest
      do {
        try plugin.activate(
          in: PluginActivation(manifest: manifest, services: services, registry: registry))
        return nil
      } catch {
        return .activationFailed(plugin: manifest.id, reason: Self.describe(error))
      }
    }
  }

  /// Calls each loaded plugin's ``Plugin/willTerminate()`` — each on a thread of its own,
  /// all at once — and waits for them at most `limit` seconds (turning the main run loop
  /// meanwhile when called on the main thread). Runs once; later calls return nothing.
  ///
  /// Returns, in load order, the hooks that threw and those that had not returned when the
  /// time was up (their threads are left to finish or to end with the process).
  @discardableResult
  public func terminate(limit: TimeInterval) -> [PluginHookError] {
    guard !isTerminated else { return [] }
    isTerminated = true
    let ids = loaded.map(\.plugin.manifest.id)
    let outcomes = HookOutcomes()
    for (index, entry) in loaded.enumerated() {
      let hook = TerminationHook(plugin: entry.plugin)
      Thread.detachNewThread {
        do {
          try hook.plugin.willTerminate()
          outcomes.record(index, error: nil)
        } catch {
          outcomes.record(index, error: error)
        }
      }
    }
    let deadline = Date().addingTimeInterval(Swift.max(0, limit))
    _ = MainLoopWait.until(deadline) { outcomes.count == ids.count }
    let finished = outcomes.snapshot
    return ids.indices.compactMap { index in
      guard let outcome = finished[index] else {
        return .terminationOverran(plugin: ids[index], seconds: limit)
      }
      guard let error = outcome else { return nil }
      return .terminationFailed(plugin: ids[index], reason: Self.describe(error))
    }
  }
}

/// A plugin handed to the one thread that calls its `willTerminate()`; the app does not
/// touch the plugin meanwhile, so no lock is needed.
private struct TerminationHook: @unchecked Sendable {
  let plugin: Plugin
}

/// How each `willTerminate()` ended, by plugin index: nil error when it returned.
private final class HookOutcomes: Sendable {
  private let outcomes = Mutex<[Int: Error?]>([:])

  func record(_ index: Int, error: Error?) {
    outcomes.criticalSection { $0[index] = .some(error) }
  }

  var count: Int {
    outcomes.criticalSection { $0.count }
  }

  var snapshot: [Int: Error?] {
    outcomes.criticalSection { $0 }
  }
}
