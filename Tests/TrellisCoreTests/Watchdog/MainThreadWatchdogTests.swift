import Foundation
import Testing
import TrellisServices
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TrellisCore

/// The watchdog names the plugin whose code holds the main thread, and what it was doing;
/// `register(in:)` and `activate(in:)` over their time budget leave the plugin out. The
/// plugins here block until the watchdog reported (with a generous bound), or for several
/// times their budget: nothing depends on how fast the machine is.
@MainActor
@Suite struct MainThreadWatchdogTests {
  private static let size = TerminalSize(width: 220, height: 10)

  @Test func aPluginBlockingInRegisterIsNamedWhileItBlocks() throws {
    let activity = MainThreadActivity()
    let watchdog = MainThreadWatchdog(activity: activity, limit: 0.2)
    watchdog.start()
    defer { watchdog.stop() }
    var blocker = LifecycleTestPlugin("blocker")
    blocker.onRegister = { _ in
      let deadline = Date().addingTimeInterval(60)
      while watchdog.reports.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }
    let host = PluginHost(
      plugins: [blocker, LifecycleTestPlugin("calm")], services: ServiceContainer(),
      activity: activity, limits: PluginTimeLimits(mainThread: 0.2, register: 120))
    let report = host.load()
    #expect(report.loadOrder == ["blocker", "calm"])
    let message = try #require(watchdog.reports.first)
    #expect(message.hasPrefix("plugin blocker has held the main thread for "), "\(message)")
    #expect(message.contains(" s while registering: the app cannot answer until it returns"))
    #expect(watchdog.reports.count == 1)
  }

  @Test func aKeyHandlerThatSpinsIsNamedWithItsKey() throws {
    let box = WatchdogBox()
    var spinner = LifecycleTestPlugin("spinner", routePrefixes: ["spin"])
    spinner.onRegister = { context in
      context.route("spin", title: "Spin") { _, _ in
        let view = SpinningTestView()
        view.isReleased = { box.reported }
        return Screen(title: "Spin", view: view)
      }
    }
    let app = App(
      name: "Test app", plugins: [spinner], timeLimits: PluginTimeLimits(mainThread: 0.2))
    box.watchdog = app.watchdog
    let harness = AppHarness(app: app, size: Self.size, route: "spin")
    try harness.send(keys: "s")
    let message = try #require(app.watchdog.reports.first)
    #expect(
      message.hasPrefix("plugin spinner has held the main thread for "), "\(message)")
    #expect(message.contains(" s in a key handler (s): "), "\(message)")
    // It goes to the Messages screen's log (full-screen, also over the status bar's row at
    // once: the pty test sees that). The watchdog's thread writes it just after it records
    // the report, which is what lets the spinning handler go: wait for it.
    let deadline = Date().addingTimeInterval(30)
    while !app.messages.entries.contains(where: { $0.text == message }) && Date() < deadline {
      usleep(1_000)
    }
    #expect(app.messages.entries.contains { $0.text == message })
  }

  @Test func aScreenFactoryThatBlocksIsNamedWithItsRoute() throws {
    let box = WatchdogBox()
    var slow = LifecycleTestPlugin("slowscreen", routePrefixes: ["late"])
    slow.onRegister = { context in
      context.route("late", title: "Late") { _, _ in
        let deadline = Date().addingTimeInterval(60)
        while !box.reported, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        return Screen(title: "Late", view: Label("late"))
      }
    }
    let app = App(name: "Test app", plugins: [slow], timeLimits: PluginTimeLimits(mainThread: 0.2))
    box.watchdog = app.watchdog
    let harness = AppHarness(app: app, size: Self.size)
    harness.app.open(route: "late")
    let message = try #require(app.watchdog.reports.first)
    #expect(
      message.contains("plugin slowscreen has held the main thread for "), "\(message)")
    #expect(message.contains(" s while making the screen of route late: "), "\(message)")
  }

  @Test func aRegisterOverItsBudgetIsLeftOutWithItsRegistrationsRolledBack() throws {
    let service = ServiceKey<String>("slow.name")
    var slow = LifecycleTestPlugin("slow")
    slow.onRegister = { context in
      context.provide(service, "slow")
      Thread.sleep(forTimeInterval: 1.5)  // three times the budget below
    }
    let calm = LifecycleTestPlugin("calm")
    let services = ServiceContainer()
    let app = App(
      name: "Test app", plugins: [slow, calm], services: services,
      timeLimits: PluginTimeLimits(mainThread: 30, register: 0.5))
    let entry = try #require(app.report.entries.first { $0.id == "slow" })
    guard case .failed(.tooSlow(let plugin, let hook, let seconds, let limit)) = entry.status else {
      Issue.record("slow is \(entry.status)")
      return
    }
    #expect(plugin == "slow" && hook == "register(in:)" && seconds >= 1.5 && limit == 0.5)
    #expect(
      PluginError.tooSlow(plugin: "slow", hook: "register(in:)", seconds: 1.5, limit: 0.5)
        .message
        == "plugin slow's register(in:) held the main thread for 1.5 s (at most 0.5 s), so it "
        + "was left out; its author should start slow work (files, network, database) on a "
        + "background scheduler")
    #expect(app.report.loadOrder.contains("calm"))
    #expect(!app.report.loadOrder.contains("slow"))
    #expect(!app.registry.router.canResolve(try Route("slow")))
    #expect(!app.tabs.contains { $0.pluginID == "slow" })
    #expect(!services.contains(name: "slow.name"))
  }

  @Test func anActivateOverItsBudgetIsLeftOutWithThePluginsThatRequireIt() throws {
    let service = ServiceKey<String>("lazy.name")
    var lazy = LifecycleTestPlugin("lazy")
    lazy.onRegister = { context in context.provide(service, "lazy") }
    lazy.onActivate = { _ in Thread.sleep(forTimeInterval: 1.5) }  // three times the budget
    let needy = LifecycleTestPlugin("needy", requires: ["lazy"])
    let calm = LifecycleTestPlugin("calm")
    let services = ServiceContainer()
    let app = App(
      name: "Test app", plugins: [lazy, needy, calm], services: services,
      timeLimits: PluginTimeLimits(mainThread: 30, activate: 0.5))
    let lazyEntry = try #require(app.report.entries.first { $0.id == "lazy" })
    guard case .failed(.tooSlow("lazy", "activate(in:)", _, 0.5)) = lazyEntry.status else {
      Issue.record("lazy is \(lazyEntry.status)")
      return
    }
    let needyEntry = try #require(app.report.entries.first { $0.id == "needy" })
    #expect(needyEntry.status == .failed(.requiredPluginFailed(plugin: "needy", requires: "lazy")))
    #expect(app.report.loadOrder.contains("calm") && !app.report.loadOrder.contains("lazy"))
    #expect(!app.registry.router.canResolve(try Route("lazy")))
    #expect(!app.registry.router.canResolve(try Route("needy")))
    #expect(app.registry.router.canResolve(try Route("calm")))
    #expect(!services.contains(name: "lazy.name"))
    // The status bar says so when the app starts.
    let harness = AppHarness(app: app, size: Self.size)
    #expect(harness.screenText.contains("plugin lazy's activate(in:) held the main thread for"))
  }
}
