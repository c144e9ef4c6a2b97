import Foundation
import Testing
import TrellisServices
import TrellisTerminal
import TrellisTesting

@testable import TrellisCore

/// The plugins' lifecycle hooks: `activate(in:)` once every plugin registered,
/// `willTerminate()` as the app ends, within the app's pending-work limit.
@MainActor
@Suite struct PluginLifecycleTests {
  struct Refusal: LocalizedError {
    var errorDescription: String? { "the cache folder is read-only" }
  }

  private static let size = TerminalSize(width: 60, height: 8)

  @Test func activationComesAfterEveryPluginRegisteredInLoadOrder() throws {
    let log = LockedLog()
    let clock = ServiceKey<String>("clock.name")
    var first = LifecycleTestPlugin("first", optionalServices: [.key(clock)])
    first.onRegister = { _ in log.append("register first") }
    first.onActivate = { context in
      // The later plugin's route is there, and the declared service resolves.
      log.append("activate first: \(context.registry.router.canResolve(try Route("second")))")
      log.append("first resolves \(try context.services.resolve(clock))")
      #expect(throws: ServiceError.self) { try context.services.resolve(.pendingWork) }
    }
    var second = LifecycleTestPlugin("second", requires: ["first"])
    second.onRegister = { _ in log.append("register second") }
    second.onActivate = { context in log.append("activate \(context.pluginID)") }
    let services = ServiceContainer()
    services.register(clock, "utc")
    let harness = AppHarness(plugins: [second, first], services: services, size: Self.size)
    #expect(
      log.entries == [
        "register first", "register second", "activate first: true", "first resolves utc",
        "activate second",
      ])
    #expect(harness.statusMessage == nil)
  }

  @Test func aFailedActivationIsShownAndThePluginStaysLoaded() throws {
    var failing = LifecycleTestPlugin("failing")
    failing.onActivate = { _ in throw Refusal() }
    let harness = AppHarness(plugins: [failing], size: Self.size)
    #expect(harness.app.report.entries.contains { $0.id == "failing" && $0.status == .loaded })
    #expect(
      harness.statusMessage
        == .error(
          "plugin failing could not start: the cache folder is read-only; it may not work "
            + "until the app is started again"))
    #expect(harness.currentRoute == "failing")
  }

  @Test func willTerminateRunsOnceWhenTheAppEndsBeforeItWaitsForTheWork() throws {
    let log = LockedLog()
    var plugin = LifecycleTestPlugin("saver", optionalServices: [.key(.pendingWork)])
    var pending: PendingWork?
    plugin.onActivate = { context in pending = context.services.resolveIfPresent(.pendingWork) }
    plugin.onTerminate = {
      // A flush that runs on past the hook: the app waits for it as pending work.
      guard let token = pending?.begin("flushing the cache") else { return }
      log.append("willTerminate")
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
        log.append("flushed")
        token.end()
      }
    }
    let harness = AppHarness(plugins: [plugin], size: Self.size)
    #expect(log.entries.isEmpty)
    try harness.send(keys: "q")
    #expect(log.entries.isEmpty)  // quitting draws the last frame; the hooks come after
    let report = harness.app.finishPendingWork()
    #expect(log.entries == ["willTerminate", "flushed"])
    #expect(report.isClean)
    #expect(harness.app.terminationProblems.isEmpty)
    #expect(harness.app.exitStatus == 0)
    harness.app.finishPendingWork()
    #expect(log.entries == ["willTerminate", "flushed"])
  }

  @Test func hooksThatThrowOrOverrunAreReportedAndTheAppStillEnds() throws {
    var thrower = LifecycleTestPlugin("thrower")
    thrower.onTerminate = { throw Refusal() }
    var stuck = LifecycleTestPlugin("stuck")
    let release = DispatchSemaphore(value: 0)
    stuck.onTerminate = { _ = release.wait(timeout: .now() + 30) }
    var fine = LifecycleTestPlugin("fine")
    let log = LockedLog()
    fine.onTerminate = { log.append("fine ended") }
    let harness = AppHarness(plugins: [thrower, stuck, fine], size: Self.size)
    harness.app.pendingWorkLimit = 0.3
    try harness.send(keys: "q")
    let report = harness.app.finishPendingWork()
    release.signal()
    #expect(report.isClean)
    #expect(log.entries == ["fine ended"])
    #expect(
      harness.app.terminationProblems == [
        .terminationFailed(plugin: "thrower", reason: "the cache folder is read-only"),
        .terminationOverran(plugin: "stuck", seconds: 0.3),
      ])
    #expect(
      harness.app.terminationProblems.last?.message
        == "plugin stuck had not finished after 0.3 s when the app ended, so its last "
        + "changes may not have been kept; start the app again to check")
    #expect(harness.exitStatus == 0)
    #expect(harness.app.exitStatus == 1)
  }

  @Test func theHooksAndThePendingWorkShareOneBound() throws {
    var slow = LifecycleTestPlugin("slow")
    slow.onTerminate = { Thread.sleep(forTimeInterval: 0.4) }
    let harness = AppHarness(plugins: [slow], size: Self.size)
    harness.app.pendingWorkLimit = 0.5
    let token = harness.app.pendingWork.begin("saving the notes")
    try harness.send(keys: "q")
    // The work ends 0.7 s from now: inside two bounds of 0.5 s, outside one shared bound.
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.7) { token.end() }
    let report = harness.app.finishPendingWork()
    #expect(report.unfinished == ["saving the notes"])
    #expect(report.limit == 0.5)
    #expect(harness.app.terminationProblems.isEmpty)
  }
}
