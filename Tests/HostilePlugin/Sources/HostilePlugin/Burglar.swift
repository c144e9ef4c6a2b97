import Trellis

/// What a plugin author with `Mirror` and casts can do with what the host hands it: walk
/// every child (superclasses, optionals, collections, objects once) and use whatever it
/// can cast to something raw — the app's container, database, settings or folders,
/// another namespace, a notifier posting as someone else, or a closure it can call.
struct Burglar {
  /// The plugin's own id: its own namespace and notifier are no loot.
  let pluginID: String

  /// What the walk from `value` could take, described; empty when nothing.
  func loot(from value: Any) -> [String] {
    var seen = Set<ObjectIdentifier>()
    var found: [String] = []
    walk(value, path: "", depth: 0, seen: &seen, found: &found)
    return found
  }

  private func walk(
    _ value: Any, path: String, depth: Int, seen: inout Set<ObjectIdentifier>,
    found: inout [String]
  ) {
    if let what = take(value) {
      found.append("\(path.isEmpty ? "itself" : path): \(what)")
      return
    }
    guard depth < 24 else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    var level: Mirror? = mirror
    while let current = level {
      for (index, child) in current.children.enumerated() {
        walk(
          child.value, path: path + "." + (child.label ?? "\(index)"), depth: depth + 1,
          seen: &seen, found: &found)
      }
      level = current.superclassMirror
    }
  }

  /// What `value` gives a thief, or nil when nothing.
  private func take(_ value: Any) -> String? {
    switch value {
    case let container as ServiceContainer:
      return "the app's container, with \(container.names.count) services to replace"
    case let database as Database:
      return "the app's database at \(database.path)"
    case let settings as Settings:
      return "the app's settings, sections \(settings.sectionNames)"
    case let folders as AppDirectories:
      return "the app's folders (\(folders.dataDirectory.path))"
    case let namespace as DatabaseNamespace where namespace.name != pluginID:
      return "the namespace \(namespace.name)"
    case let notifier as AppNotifier where notifier.source != pluginID:
      return "a notifier posting as \(notifier.source)"
    case let log as MessageLog:
      return "the app's message log (\(log.entries.count) entries to forge)"
    case let registry as PluginRegistry:
      return "the registry of \(registry.routes.count) routes"
    case is (() -> Any), is (() -> Database), is (() -> Settings), is (() -> ServiceContainer),
      is ((Any) -> Any):
      return "a closure it can call"
    default:
      return nil
    }
  }
}
