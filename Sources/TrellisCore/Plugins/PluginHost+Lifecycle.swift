import Foundation
import Synchronization
import TrellisRx

extension PluginHost {
  /// Calls each loaded plugin's ``Plugin/activate(in:)``, in load order (once; later calls
  /// return nothing), each marked on ``activity``. Returns the errors the hooks threw, in
  /// that order.
  ///
  /// A plugin whose hook takes longer than ``limits`` allow is left out once it returns
  /// (the host cannot stop it): its routes, commands, tabs and services are taken out of
  /// the registry, with those of the plugins that require it, and the ``report`` says why.
  @discardableResult
  @MainActor public func activate() -> [PluginHookError] {
    guard !isActivated else { return [] }
    isActivated = true
    let registry = self.registry
    var slow: [String: PluginError] = [:]
    let problems = loaded.compactMap { (plugin, services) -> PluginHookError? in
      let manifest = plugin.manifest
      let start = ContinuousClock.now
      var problem: PluginHookError?
      do {
        try activity.run(PluginActivity(pluginID: manifest.id, kind: .activating)) {
          try plugin.activate(
            in: PluginActivation(manifest: manifest, services: services, registry: registry))
        }
      } catch {
        problem = .activationFailed(plugin: manifest.id, reason: Self.describe(error))
      }
      let took = MainThreadWatchdog.seconds(ContinuousClock.now - start)
      guard took > limits.activate else { return problem }
      slow[manifest.id] = .tooSlow(
        plugin: manifest.id, hook: "activate(in:)", seconds: took, limit: limits.activate)
      return .activationTooSlow(plugin: manifest.id, seconds: took, limit: limits.activate)
    }
    if !slow.isEmpty { leaveOut(slow) }
    return problems
  }

  /// Takes the plugins in `reasons` out of the app after they loaded, with the plugins
  /// that require them: builds the registry again from the others' contributions, removes
  /// their services, and marks them failed in the report.
  func leaveOut(_ reasons: [String: PluginError]) {
    var reasons = reasons
    // A plugin that requires one left out goes too.
    var changed = true
    while changed {
      changed = false
      for (plugin, _) in loaded where reasons[plugin.manifest.id] == nil {
        guard let gone = plugin.manifest.requiredPlugins.first(where: { reasons[$0] != nil })
        else { continue }
        reasons[plugin.manifest.id] = .requiredPluginFailed(
          plugin: plugin.manifest.id, requires: gone)
        changed = true
      }
    }
    loaded.removeAll { reasons[$0.plugin.manifest.id] != nil }
    var rebuilt = PluginRegistry()
    for (plugin, _) in loaded {
      guard let contribution = contributions[plugin.manifest.id] else { continue }
      for route in contribution.routes { try? rebuilt.router.register(route) }
      rebuilt.commands += contribution.commands
      rebuilt.tabs += contribution.tabs
      for name in contribution.services { rebuilt.serviceProviders[name] = plugin.manifest.id }
    }
    for id in reasons.keys {
      for name in contributions[id]?.services ?? [] { services.remove(name: name) }
      contributions[id] = nil
    }
    registry = rebuilt
    if let report {
      self.report = report.leavingOut(reasons)
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
    terminate(limit: limit, excluding: [])
  }

  /// ``terminate(limit:)``, leaving out the plugins `excluded` (the one holding the main
  /// thread, when the app ends while it is held). Any thread may call it, once for all.
  func terminate(limit: TimeInterval, excluding excluded: Set<String>) -> [PluginHookError] {
    let first = isTerminated.criticalSection { done -> Bool in
      defer { done = true }
      return !done
    }
    guard first else { return [] }
    let entries = loaded.filter { !excluded.contains($0.plugin.manifest.id) }
    let ids = entries.map(\.plugin.manifest.id)
    let outcomes = HookOutcomes()
    for (index, entry) in entries.enumerated() {
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
