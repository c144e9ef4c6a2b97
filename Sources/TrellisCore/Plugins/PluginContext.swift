import TrellisServices
import TrellisUI

/// What a plugin registers into, during ``Plugin/register(in:)``: routes with their screen
/// factories, commands, tabs and services. It hands the plugin only what is its own or
/// what its manifest declares: ``services`` (read-only, the declared keys), ``settings``
/// (its own section and secrets) and ``database`` (its own namespace).
///
/// Registrations are staged: they join the app only if `register(in:)` returns without
/// throwing and none of them conflicts with what is already loaded. A conflicting or
/// invalid registration is recorded — later ones are ignored — and the host then leaves the
/// plugin out, rolling back everything it registered, services included.
///
/// The app's container and what the other plugins registered are sealed: `Mirror` on a
/// context reaches neither (see the TrellisCore article "Trust model").
public final class PluginContext {
  /// The manifest of the plugin registering.
  public let manifest: PluginManifest
  /// The services the plugin may resolve: those its manifest declares. Read-only;
  /// ``provide(_:_:)`` is the only way to add one.
  public let services: ServiceResolver

  /// The app's container and what loaded so far, sealed.
  private let app: Sealed<(container: ServiceContainer, loaded: PluginRegistry), SealKey>
  private let appServices: Set<String>
  /// What belongs to the other plugins and the shell, loaded or not.
  private let rooms: PluginRooms
  private(set) var routes: [RouteEntry] = []
  private(set) var commands: [Command] = []
  private(set) var tabs: [PluginTab] = []
  private(set) var providedServices: [String] = []
  /// The first problem found; the plugin fails with it.
  private(set) var problem: PluginError?
  private var isOpen = true

  init(
    manifest: PluginManifest, services: ServiceContainer, loaded: PluginRegistry,
    appServices: Set<String>, rooms: PluginRooms = PluginRooms()
  ) {
    self.manifest = manifest
    app = Sealed((services, loaded))
    self.services = ServiceResolver(
      services, allowed: manifest.declaredServiceNames, pluginID: manifest.id)
    self.appServices = appServices
    self.rooms = rooms
  }

  private var container: ServiceContainer { app.value.container }
  private var loaded: PluginRegistry { app.value.loaded }

  /// The plugin's own settings: the section named after its id, and its secrets (which may
  /// fall back only to the variables its manifest's ``PluginManifest/secretVariables``
  /// names).
  ///
  /// - Throws: ``ServiceError/missing(name:)`` when the app registered no settings.
  public var settings: PluginSettings {
    get throws {
      PluginSettings(
        settings: try container.resolve(.settings), section: manifest.id,
        secretVariables: manifest.secretVariables)
    }
  }

  /// The plugin's own folders: `plugin-data/<id>` in the app's data folder and
  /// `plugin-cache/<id>` in its cache folder, made (mode 0700) when first asked for. The
  /// app's own folders are the app's alone.
  ///
  /// - Throws: ``ServiceError/missing(name:)`` when the app keeps no folders (an app made
  ///   for a test); Foundation's error when a folder cannot be made.
  public var directories: PluginDirectories {
    get throws {
      try PluginDirectories(app: container.resolve(.appDirectories), pluginID: manifest.id)
    }
  }

  /// The plugin's own tables: the namespace of the app's database named after its id by
  /// `DatabaseNamespace.name(forPluginID:)` (`repo-search` → `repo_search`). The raw
  /// database is the app's alone.
  ///
  /// - Throws: ``ServiceError/missing(name:)`` when the app registered no database;
  ///   `DatabaseError.invalidNamespace` when the id maps to no namespace (it holds `_` or
  ///   `.`) or the namespace would share tables with another; the database's error when it
  ///   cannot be opened.
  public var database: DatabaseNamespace {
    get throws {
      try container.resolve(.database).namespace(DatabaseNamespace.name(forPluginID: manifest.id))
    }
  }

  /// The plugin's id.
  public var pluginID: String {
    manifest.id
  }

  /// Registers a route: `pattern` (like `tasks/:id/edit`) opens the screen `screen` makes.
  /// Deep links build their stack from path prefixes (see ``Navigator/open(_:)``), so a
  /// pattern's parent is the route one segment shorter; with `presentation: .modal` a deep
  /// link presents the screen as a modal over that stack instead of pushing it.
  public func route(
    _ pattern: String, title: String, presentation: RoutePresentation = .push,
    screen: @escaping @MainActor (RouteMatch, ScreenEnvironment) throws -> Screen
  ) {
    guard accepting() else { return }
    let parsed: RoutePattern
    do {
      parsed = try RoutePattern(pattern)
    } catch let error as RouteError {
      return fail(.badRoute(plugin: pluginID, error: error))
    } catch {
      return fail(.badRegistration(plugin: pluginID, reason: "\(error)"))
    }
    if title.isEmpty { return fail(reason: "route \(parsed) has an empty title") }
    guard let prefixes = ownRoutePrefixes() else { return }
    if !prefixes.contains(where: { parsed.segments.starts(with: $0.segments) }) {
      return fail(
        .routeOutsidePlugin(
          plugin: pluginID, route: "\(parsed)", prefixes: prefixes.map(\.description)))
    }
    if let owner = roomOwner(ofRoute: pattern) {
      return fail(.claimsAnotherRoom(plugin: pluginID, claim: "route \(parsed)", owner: owner))
    }
    if let existing = loaded.router.entry(conflictingWith: parsed)
      ?? loaded.router.entries.first(where: { $0.pattern.foldedShape == parsed.foldedShape })
    {
      return fail(.routeConflict(route: "\(parsed)", owner: existing.pluginID, claimant: pluginID))
    }
    if case (let existing, let link)? = loadedRoute(overlapping: parsed) {
      return fail(
        .routeOverlap(
          route: "\(parsed)", plugin: pluginID, other: "\(existing.pattern)",
          owner: existing.pluginID, example: link))
    }
    if routes.contains(where: { $0.pattern.shape == parsed.shape }) {
      return fail(.routeConflict(route: "\(parsed)", owner: pluginID, claimant: pluginID))
    }
    routes.append(
      RouteEntry(
        pattern: parsed, title: title, pluginID: pluginID, presentation: presentation,
        makeScreen: screen))
  }

  /// Registers a command for the palette (and its key, if it has one).
  public func command(_ command: Command) {
    guard accepting() else { return }
    if command.id.isEmpty || command.title.isEmpty {
      return fail(reason: "a command needs an id and a title")
    }
    if let route = command.route {
      do {
        _ = try Route(route)
      } catch let error as RouteError {
        return fail(.badRoute(plugin: pluginID, error: error))
      } catch {
        return fail(reason: "command \(command.id): \(error)")
      }
    }
    if let owner = (loaded.commands + commands).first(where: { $0.id == command.id }) {
      return fail(.commandConflict(command: command.id, owner: owner.pluginID, claimant: pluginID))
    }
    var registered = command
    if let key = command.key {
      if key.isEmpty { return fail(reason: "command \(command.id) has an empty key") }
      guard let keyed = withKeyRead(command, from: key) else { return }
      let event = keyed.keyEvent
      if let owner = (loaded.commands + commands).first(where: { $0.keyEvent == event }) {
        return fail(
          .keyConflict(
            key: keyed.keyName ?? key, owner: "\(owner.id) (\(owner.pluginID))",
            claimant: "\(command.id) (\(pluginID))"))
      }
      registered = keyed
    }
    registered.pluginID = pluginID
    commands.append(registered)
  }

  /// Adds a tab titled `title` whose root screen is `route`; the route must be one that a
  /// loaded plugin (this one included) registers.
  public func tab(title: String, route: String) {
    guard accepting() else { return }
    if title.isEmpty { return fail(reason: "a tab needs a title") }
    do {
      _ = try Route(route)
    } catch let error as RouteError {
      return fail(.badRoute(plugin: pluginID, error: error))
    } catch {
      return fail(reason: "tab \(title): \(error)")
    }
    let key = RouteFolding.fold(title)
    if let owner = (loaded.tabs + tabs).first(where: { RouteFolding.fold($0.title) == key }) {
      return fail(.tabConflict(title: title, owner: owner.pluginID, claimant: pluginID))
    }
    if let owner = rooms.owner(ofTabTitle: title),
      key != RouteFolding.fold(pluginID), key != RouteFolding.fold(manifest.displayName)
    {
      return fail(.claimsAnotherRoom(plugin: pluginID, claim: "tab \(title)", owner: owner))
    }
    tabs.append(PluginTab(title: title, route: route, pluginID: pluginID))
  }

  /// Provides `service` under `key` for the app and for plugins that require it. The name
  /// must not be taken (by the app or another plugin), nor start with another plugin's id
  /// (`tasks.…` is the `tasks` plugin's, whichever loads first).
  public func provide<Value>(_ key: ServiceKey<Value>, _ service: Value) {
    guard accepting() else { return }
    if appServices.contains(key.name) {
      return fail(.serviceConflict(service: key.name, owner: nil, claimant: pluginID))
    }
    if let owner = loaded.serviceProviders[key.name] {
      return fail(.serviceConflict(service: key.name, owner: owner, claimant: pluginID))
    }
    if providedServices.contains(key.name) {
      return fail(.serviceConflict(service: key.name, owner: pluginID, claimant: pluginID))
    }
    if let owner = rooms.owner(ofService: key.name),
      RouteFolding.fold(String(key.name.prefix { $0 != "." })) != RouteFolding.fold(pluginID)
    {
      return fail(.claimsAnotherRoom(plugin: pluginID, claim: "service \(key.name)", owner: owner))
    }
    providedServices.append(key.name)
    container.register(key, service)
  }

  /// Stops taking registrations (after `register(in:)` returned).
  func close() {
    isOpen = false
  }

  /// Checks that every tab opens a route `router` can resolve; records the first that
  /// does not.
  func checkTabRoutes(against router: Router) {
    for tab in tabs where problem == nil {
      guard let route = try? Route(tab.route), router.canResolve(route) else {
        problem = .tabRouteUnknown(plugin: pluginID, tab: tab.title, route: tab.route)
        return
      }
    }
  }

  private func accepting() -> Bool {
    isOpen && problem == nil
  }

  private func fail(_ error: PluginError) {
    if problem == nil { problem = error }
  }

  private func fail(reason: String) {
    fail(.badRegistration(plugin: pluginID, reason: reason))
  }

  /// The prefixes the plugin's routes may start with: its id, then what its manifest claims.
  /// Nil (and the plugin fails) when a claimed prefix is not a literal route path, or reads
  /// as another plugin's id or one of the shell's routes.
  private func ownRoutePrefixes() -> [RoutePattern]? {
    var prefixes: [RoutePattern] = []
    for text in [pluginID] + manifest.routePrefixes {
      guard let prefix = try? RoutePattern(text), prefix.isLiteral else {
        fail(
          reason: "route prefix \(RouteError.quoted(text)) in the manifest's routePrefixes is "
            + "not a literal route path; write one like \(pluginID) or \(pluginID)/archive")
        return nil
      }
      if let owner = roomOwner(ofRoute: text) {
        fail(
          .claimsAnotherRoom(
            plugin: pluginID, claim: "route prefix \(RouteError.quoted(text))", owner: owner))
        return nil
      }
      prefixes.append(prefix)
    }
    return prefixes
  }

  /// Who else owns routes starting as `path` does; nil when they may be the plugin's (its
  /// own id's routes are always its own).
  private func roomOwner(ofRoute path: String) -> String? {
    if RouteFolding.firstSegment(path) == RouteFolding.fold(pluginID) { return nil }
    return rooms.owner(ofRoute: path)
  }

  /// A loaded plugin's route that `pattern` would shadow or be shadowed by, with a link
  /// both match. (Patterns of the same shape are a ``PluginError/routeConflict``.)
  private func loadedRoute(overlapping pattern: RoutePattern) -> (RouteEntry, String)? {
    for entry in loaded.router.entries where entry.pluginID != pluginID {
      if let link = entry.pattern.sharedRoute(with: pattern) { return (entry, link) }
    }
    return nil
  }

  /// `command` with its key read from `text` as a key script reads one; nil (and the
  /// plugin fails) when the text is no key or names one of the shell's keys.
  private func withKeyRead(_ command: Command, from text: String) -> Command? {
    guard let event = try? KeyScript.key(text, position: 1) else {
      fail(.badKey(plugin: pluginID, command: command.id, key: text))
      return nil
    }
    if let reason = ShellKeys.refusal(for: event) {
      fail(
        .reservedKey(
          plugin: pluginID, command: command.id, key: KeyScript.name(of: event), reason: reason))
      return nil
    }
    var keyed = command
    keyed.keyEvent = event
    return keyed
  }
}
