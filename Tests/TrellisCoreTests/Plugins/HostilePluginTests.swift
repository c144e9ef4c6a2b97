import Testing
import TrellisCore

/// A hostile plugin tries, one attempt at a time, to take another plugin's keys and routes,
/// the shell's keys, or keys and prefixes that do not parse; each is refused with a message
/// naming both sides, and the well-behaved plugin keeps everything it registered.
@Suite @MainActor struct HostilePluginTests {
  @Test(arguments: HostileAttempt.allCases)
  func eachAttemptIsRefusedNamingBothSides(_ attempt: HostileAttempt) {
    let host = PluginHost(
      plugins: [HostileAttempt.victim, attempt.plugin], services: ServiceContainer())
    host.load()
    #expect(host.report?.status(of: "tasks") == .loaded)
    guard case .failed(let error) = host.report?.status(of: "evil") else {
      Issue.record("evil loaded despite \(attempt)")
      return
    }
    #expect(error.message == attempt.expected)
    // Nothing of evil's stays: the victim's routes and command are all there is.
    #expect(
      host.registry.routes.map(\.pattern.description) == ["tasks", "tasks/new", "tasks/:id/edit"])
    #expect(host.registry.commands.map(\.id) == ["tasks.new"])
  }

  /// A plugin's id prefix and tab are its own and the shell's routes the shell's, even
  /// when the hostile plugin registers first (it is listed before tasks).
  @Test(arguments: HostileAttempt.allCases.filter(\.failsWhicheverLoadsFirst))
  func aRoomAttemptFailsEvenBeforeTheOwnerLoads(_ attempt: HostileAttempt) {
    let host = PluginHost(
      plugins: [attempt.plugin, HostileAttempt.victim], services: ServiceContainer())
    host.load()
    #expect(host.report?.status(of: "tasks") == .loaded)
    guard case .failed(let error) = host.report?.status(of: "evil") else {
      Issue.record("evil loaded despite \(attempt)")
      return
    }
    #expect(error.message == attempt.expected)
    #expect(host.registry.tabs.isEmpty)
  }

  @Test(arguments: HostileAttempt.allCases)
  func theAttemptFailsWhicheverPluginLoadsFirst(_ attempt: HostileAttempt) {
    let host = PluginHost(
      plugins: [attempt.plugin, HostileAttempt.victim], services: ServiceContainer())
    host.load()
    let statuses = [host.report?.status(of: "evil"), host.report?.status(of: "tasks")]
    // Exactly one of the two loads: a conflict leaves out whoever came second, anything
    // else leaves out evil.
    #expect(statuses.filter { $0 == .loaded }.count == 1)
  }
}
