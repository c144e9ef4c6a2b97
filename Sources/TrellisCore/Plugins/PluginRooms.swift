/// What belongs to someone other than the plugin registering, whether or not it has loaded
/// yet: every other plugin in the app's list owns the routes under its id, the services
/// named `<id>.…` and the tab titles that read as its id or name, and the shell owns its
/// routes (`plugins`, `help`, `messages`) and the `trellis.…` services. Texts are compared folded (``RouteFolding``), so `Tasks`, Cyrillic `tаsks`
/// and `tasks%2Fnew` are all the `tasks` plugin's.
///
/// Because the host knows the whole list before any plugin registers, a plugin listed
/// before `tasks` cannot claim `tasks` ahead of it: the rule does not depend on load order.
struct PluginRooms {
  /// The owner ("plugin tasks", "the shell (trellis)") of each folded first route segment.
  private var routeOwners: [String: String] = [:]
  /// The owner of each folded tab title.
  private var tabOwners: [String: String] = [:]
  /// The owner of each folded service name prefix (a plugin's id).
  private var serviceOwners: [String: String] = [:]

  /// No rooms: every claim is free.
  init() {}

  /// The rooms of `manifests` other than `pluginID`'s; `shellID` names the shell, whose
  /// route prefixes are its own too.
  init(manifests: [PluginManifest], excluding pluginID: String, shellID: String) {
    for manifest in manifests where manifest.id != pluginID {
      let owner = manifest.id == shellID ? "the shell (\(shellID))" : "plugin \(manifest.id)"
      routeOwners[RouteFolding.fold(manifest.id)] = owner
      serviceOwners[RouteFolding.fold(manifest.id)] = owner
      if manifest.id == shellID {
        for prefix in manifest.routePrefixes {
          routeOwners[RouteFolding.firstSegment(prefix)] = owner
        }
      } else {
        tabOwners[RouteFolding.fold(manifest.id)] = owner
        tabOwners[RouteFolding.fold(manifest.displayName)] = owner
      }
    }
  }

  /// Who owns the routes starting as `path` does (a prefix or a pattern), or nil when
  /// nobody else does.
  func owner(ofRoute path: String) -> String? {
    routeOwners[RouteFolding.firstSegment(path)]
  }

  /// Who owns services named like `name`: the plugin (or the shell) whose id is the name's
  /// first part (`tasks.service` is plugin tasks's); nil when nobody else does.
  func owner(ofService name: String) -> String? {
    let first = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
    return serviceOwners[RouteFolding.fold(first)]
  }

  /// Who owns a tab titled `title`, or nil when nobody else does.
  func owner(ofTabTitle title: String) -> String? {
    tabOwners[RouteFolding.fold(title)]
  }
}
