import Foundation

/// Why a plugin was left out. Each message names both sides of the problem, so the user
/// knows which plugins (or which plugin and which service) to look at.
public enum PluginError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The manifest's id is not a valid plugin id.
  case invalidID(String)
  /// Two plugins in the app's list have the same id; the first one listed is kept.
  case duplicateID(id: String, kept: String, refused: String)
  /// The plugin targets another plugin API version.
  case apiVersionMismatch(plugin: String, targets: ClosedRange<Int>, offered: Int)
  /// A required plugin is not in the app's list.
  case missingPlugin(plugin: String, requires: String)
  /// A required plugin is disabled by configuration.
  case requiredPluginDisabled(plugin: String, requires: String)
  /// A required plugin failed to load.
  case requiredPluginFailed(plugin: String, requires: String)
  /// Plugins require each other in a loop; `loop` lists it, first id repeated at the end.
  case cycle(loop: [String])
  /// A required service is not in the container.
  case missingService(plugin: String, service: String)
  /// A service the plugin requires could not be started, for `reason` (its own error).
  case unavailableService(plugin: String, service: String, reason: String)
  /// Two plugins register patterns matching the same routes (`owner` may equal `claimant`
  /// when one plugin registers a route twice).
  case routeConflict(route: String, owner: String, claimant: String)
  /// A route pattern overlaps one of another plugin: some link (`example`) matches both, so
  /// one would shadow the other (`tasks/5/edit` and `tasks/:id/edit`).
  case routeOverlap(route: String, plugin: String, other: String, owner: String, example: String)
  /// A route pattern outside the plugin's own routes: its id and what its manifest claims in
  /// ``PluginManifest/routePrefixes`` (`prefixes`, the id first).
  case routeOutsidePlugin(plugin: String, route: String, prefixes: [String])
  /// A route, route prefix or tab title reads as another's: `claim` ("route prefix Tasks")
  /// folds (case, escapes, look-alike letters) to what belongs to `owner` ("plugin tasks",
  /// "the shell (trellis)"): a plugin's id prefix and tab are its own, whichever plugin
  /// loads first.
  case claimsAnotherRoom(plugin: String, claim: String, owner: String)
  /// Two plugins register a command with the same id.
  case commandConflict(command: String, owner: String, claimant: String)
  /// Two commands use the same key.
  case keyConflict(key: String, owner: String, claimant: String)
  /// A command's key cannot be read as a key (`key` is the text as written).
  case badKey(plugin: String, command: String, key: String)
  /// A command's key is one the shell keeps (`reason` says what it does there).
  case reservedKey(plugin: String, command: String, key: String, reason: String)
  /// Two plugins add a tab with the same title.
  case tabConflict(title: String, owner: String, claimant: String)
  /// Two parties provide a service of the same name (`owner` is nil for the app).
  case serviceConflict(service: String, owner: String?, claimant: String)
  /// Two plugins' settings sections would share environment variables.
  case settingsConflict(plugin: String, other: String, prefix: String)
  /// A route pattern, tab route or command route the plugin registers is not valid.
  case badRoute(plugin: String, error: RouteError)
  /// A tab opens a route that no loaded plugin registers.
  case tabRouteUnknown(plugin: String, tab: String, route: String)
  /// A registration is incomplete (an empty title, command id or key).
  case badRegistration(plugin: String, reason: String)
  /// The plugin's `register(in:)` threw.
  case registrationFailed(plugin: String, reason: String)
  /// Its `hook` (`register(in:)` or `activate(in:)`) took `seconds`, over the `limit` (see
  /// ``PluginTimeLimits``).
  case tooSlow(plugin: String, hook: String, seconds: Double, limit: Double)

  /// A message the user can act on.
  public var message: String {
    switch self {
    case .invalidID(let id):
      return
        "plugin id \(RouteError.quoted(id)) is not valid: use lowercase letters, digits and "
        + "single hyphens, starting with a letter (like repo-search)"
    case .duplicateID(let id, let kept, let refused):
      return "plugin id \(id) is used by both \(kept) and \(refused); \(refused) is left out"
    case .apiVersionMismatch(let plugin, let targets, let offered):
      let range =
        targets.lowerBound == targets.upperBound
        ? "\(targets.lowerBound)" : "\(targets.lowerBound)–\(targets.upperBound)"
      return "plugin \(plugin) works with plugin API \(range), but this Trellis offers "
        + "\(offered); use a version of the plugin built for plugin API \(offered)"
    case .missingPlugin(let plugin, let requires):
      return "plugin \(plugin) requires plugin \(requires), which is not installed"
    case .requiredPluginDisabled(let plugin, let requires):
      return "plugin \(plugin) requires plugin \(requires), which is disabled"
    case .requiredPluginFailed(let plugin, let requires):
      return "plugin \(plugin) requires plugin \(requires), which failed to load"
    case .cycle(let loop):
      return "plugins require each other in a cycle: \(loop.joined(separator: " → "))"
    case .missingService(let plugin, let service):
      return "plugin \(plugin) requires service \(service), which is not registered"
    case .unavailableService(let plugin, let service, let reason):
      return "plugin \(plugin) was left out: the service it needs (\(service)) could not be "
        + "started: \(reason)"
    case .routeConflict(let route, let owner, let claimant):
      return owner == claimant
        ? "route \(route) is registered twice by \(owner)"
        : "route \(route) is claimed by both \(owner) and \(claimant)"
    case .routeOverlap(let route, let plugin, let other, let owner, let example):
      return "route \(route) of \(plugin) overlaps route \(other) of \(owner): a link such as "
        + "\(example) matches both; keep each plugin's routes under its own prefix"
    case .routeOutsidePlugin(let plugin, let route, let prefixes):
      let own = prefixes.map { "\($0), \($0)/…" }.joined(separator: ", ")
      return "plugin \(plugin): route \(route) is outside its own routes (\(own)); put it "
        + "under \(plugin)/ or claim its prefix in the manifest's routePrefixes"
    case .claimsAnotherRoom(let plugin, let claim, let owner):
      return "plugin \(plugin): \(claim) belongs to \(owner) (compared without case, "
        + "escapes and look-alike letters); keep routes under \(plugin)/ and claim only "
        + "prefixes and tab titles that are no other plugin's id or name and none of the shell's"
    case .commandConflict(let command, let owner, let claimant):
      return owner == claimant
        ? "command \(command) is registered twice by \(owner)"
        : "command \(command) is claimed by both \(owner) and \(claimant)"
    case .keyConflict(let key, let owner, let claimant):
      return "key \(key) is claimed by both \(owner) and \(claimant)"
    case .badKey(let plugin, let command, let key):
      return "plugin \(plugin): command \(command) has key \(RouteError.quoted(key)), which is "
        + "not a key; write a single character, a key name (enter, esc, tab, space, backspace, "
        + "delete, up, down, left, right, home, end, pgup, pgdn, f1…f12), or ctrl-, alt- or "
        + "shift- before one, like ctrl-n or alt-x"
    case .reservedKey(let plugin, let command, let key, let reason):
      return "plugin \(plugin): command \(command) cannot use key \(key): it is \(reason); "
        + "choose another key"
    case .tabConflict(let title, let owner, let claimant):
      return owner == claimant
        ? "tab \(title) is added twice by \(owner)"
        : "tab \(title) is claimed by both \(owner) and \(claimant)"
    case .serviceConflict(let service, let owner, let claimant):
      return "service \(service) is provided by both \(owner ?? "the app") and \(claimant)"
    case .settingsConflict(let plugin, let other, let prefix):
      return "plugin \(plugin)'s settings would share environment variables (\(prefix)…) with "
        + "plugin \(other)'s; give one of them an id that is not the other's followed by a word"
    case .badRoute(let plugin, let error):
      return "plugin \(plugin): \(error.message)"
    case .tabRouteUnknown(let plugin, let tab, let route):
      return "plugin \(plugin)'s tab \(tab) opens route \(route), which no loaded plugin registers"
    case .badRegistration(let plugin, let reason):
      return "plugin \(plugin): \(reason)"
    case .registrationFailed(let plugin, let reason):
      return "plugin \(plugin) failed to register: \(reason)"
    case .tooSlow(let plugin, let hook, let seconds, let limit):
      return "plugin \(plugin)'s \(hook) held the main thread for "
        + "\(PluginTimeLimits.format(seconds)) (at most \(PluginTimeLimits.format(limit))), so "
        + "it was left out; its author should start slow work (files, network, database) on "
        + "a background scheduler"
    }
  }

  /// The message.
  public var description: String {
    message
  }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? {
    message
  }
}
