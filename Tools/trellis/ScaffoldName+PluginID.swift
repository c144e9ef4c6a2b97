import Trellis

extension ScaffoldName {
  /// The plugins whose ids a new plugin cannot have, read from the plugins themselves: the
  /// shell built into every app, then the feature plugins that ship with Trellis.
  static var takenPlugins: [PluginManifest] {
    [App.builtInPlugin] + AppTemplate.features.map(\.manifest)
  }

  /// The plugin of `takenPlugins` that has `id` — as its own id or as the first segment of a
  /// route prefix it claims — or nil when `id` is free.
  static func owner(ofPluginID id: String) -> PluginManifest? {
    takenPlugins.first { manifest in
      manifest.id == id
        || manifest.routePrefixes.contains { $0.split(separator: "/").first.map(String.init) == id }
    }
  }

  /// Refuses an id a plugin of Trellis has: an app running both would leave one out (two
  /// plugins of one id, or claiming one route; the shell, in every app, always stays). The message names the plugin that has it
  /// and suggests a free id: the name's own, else `my-<id>`.
  ///
  /// - Throws: ``ToolError/usage(_:)``.
  func refuseTakenPluginID() throws {
    guard let owner = Self.owner(ofPluginID: id) else { return }
    let whose =
      owner.id == App.builtInPlugin.id
      ? "the Trellis shell built into every app"
        + (owner.id == id ? "" : " (it opens the route \(id))")
        + ", so every app would leave the new plugin out"
      : "Trellis's \(owner.displayName) plugin (in trellis-demo and in the apps trellis new "
        + "app makes); an app with both would leave one out"
    let suggestion = [Self.kebabCase(type), "my-\(id)", "\(id)-2"].first {
      PluginManifest.isValidID($0) && Self.owner(ofPluginID: $0) == nil
    }
    throw ToolError.usage(
      "the id \"\(id)\" is taken by \(whose). Give another id with --id"
        + (suggestion.map { ", like --id \($0)" } ?? ""))
  }
}
