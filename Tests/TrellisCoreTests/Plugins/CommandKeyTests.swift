import Testing
import TrellisCore
import TrellisTerminal
import TrellisTesting

/// Command keys are read when the command registers: the parsed key is what conflicts,
/// what the shell dispatches on, and what users see.
@MainActor
@Suite struct CommandKeyTests {
  private func load(_ plugins: [Plugin]) -> PluginHost {
    let host = PluginHost(plugins: plugins, services: ServiceContainer())
    host.load()
    return host
  }

  private func notes(key: String, ran: @escaping @MainActor () -> Void = {}) -> CoreTestPlugin {
    CoreTestPlugin(
      manifest: PluginManifest(
        id: "notes", displayName: "Notes", version: "1.0.0", apiVersion: 1...1),
      routes: [("notes", "Notes"), ("notes/new", "New note")], tabs: [("Notes", "notes")],
      commands: [
        Command(id: "notes.new", title: "New note", key: key, route: "notes/new"),
        Command(id: "notes.sync", title: "Sync notes", key: "F5", action: ran),
      ])
  }

  @Test func registrationReadsTheKeyAndKeepsWhatThePluginWrote() {
    let host = load([notes(key: "Ctrl-N")])
    let command = host.registry.command(id: "notes.new")
    #expect(command?.key == "Ctrl-N")
    #expect(command?.keyEvent == .control("n"))
    #expect(command?.keyName == "ctrl-n")
    #expect(host.registry.command(id: "notes.sync")?.keyEvent == .function(5))
    #expect(host.registry.command(id: "notes.sync")?.keyName == "f5")
  }

  @Test func anUnregisteredCommandHasNoParsedKey() {
    let command = Command(id: "x.y", title: "Y", key: "ctrl-N", route: "x")
    #expect(command.keyEvent == nil)
    #expect(command.keyName == "ctrl-N")
  }

  @Test func theShellDispatchesOnTheParsedKey() throws {
    final class Count { var value = 0 }
    let syncs = Count()
    let harness = AppHarness(plugins: [notes(key: "ctrl-N") { syncs.value += 1 }])
    try harness.send(keys: "ctrl-n")
    #expect(harness.currentRoute == "notes/new")
    try harness.send(keys: "esc f5 f5")
    #expect(syncs.value == 2)
    // Uppercase N is Shift-n, another key: nothing runs it.
    try harness.send(keys: "esc N")
    #expect(harness.currentRoute == "notes")
  }

  @Test func usersSeeTheCanonicalKeyName() throws {
    let harness = AppHarness(plugins: [notes(key: "CTRL-n")])
    #expect(harness.shell.keyBindingHints.map(\.keys) == ["ctrl-n", "f5"])
    let commands = harness.shell.helpSections.first { $0.title == "Commands" }
    #expect(commands?.hints.map(\.keys) == ["ctrl-n", "f5"])
    try harness.send(keys: ": n e w space n o t e")
    #expect(harness.screenText.contains("Notes · ctrl-n"))
  }

  @Test func aKeyConflictNamesBothCommandsAndPluginsWhateverTheSpelling() {
    let host = load([
      HostTestPlugin("tasks") { context in
        context.command(Command(id: "tasks.sync", title: "Sync", key: "alt-S") {})
      },
      HostTestPlugin("mail") { context in
        context.command(Command(id: "mail.send", title: "Send", key: "ALT-S") {})
      },
      HostTestPlugin("chat") { context in
        context.command(Command(id: "chat.up", title: "Up", key: "ctrl-up") {})
        context.command(Command(id: "chat.top", title: "Top", key: "CTRL-UP") {})
      },
    ])
    guard case .failed(let mail) = host.report?.status(of: "mail"),
      case .failed(let chat) = host.report?.status(of: "chat")
    else {
      Issue.record("a second command on the same key loaded")
      return
    }
    #expect(mail.message == "key alt-S is claimed by both tasks.sync (tasks) and mail.send (mail)")
    #expect(chat.message == "key ctrl-up is claimed by both chat.up (chat) and chat.top (chat)")
  }

  @Test func shiftedLettersAndFunctionKeysAreTheirOwnKeys() {
    let host = load([
      HostTestPlugin("tasks") { context in
        context.command(Command(id: "tasks.a", title: "A", key: "alt-s") {})
        context.command(Command(id: "tasks.b", title: "B", key: "alt-S") {})
        context.command(Command(id: "tasks.c", title: "C", key: "f1") {})
        context.command(Command(id: "tasks.d", title: "D", key: "shift-f1") {})
        context.command(Command(id: "tasks.e", title: "E", key: "Q") {})
      }
    ])
    #expect(host.report?.status(of: "tasks") == .loaded)
    #expect(
      host.registry.commands.compactMap(\.keyName) == ["alt-s", "alt-S", "f1", "shift-f1", "Q"])
  }
}
