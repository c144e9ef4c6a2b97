// RepoSearch as a dynamic plugin. `swift build --product RepoSearchLibrary` in
// Products/TrellisPlugins makes libRepoSearchLibrary.so, which links libTrellis.so instead
// of holding a copy. Copy it into an app's plugins folder, or pass the app `--plugin-dir`.
// An app with RepoSearch compiled in refuses it: the plugin id is taken. The entry point has
// a target of its own, so that RepoSearch still links into apps statically.
import RepoSearch
import Trellis

/// The entry point every Trellis app looks for in a plugin library.
@_cdecl("trellis_plugin_entry")
public func trellisPluginEntry(
  _ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> UnsafePointer<CChar>? {
  DynamicPluginEntry.answer(field, plugin) { RepoSearchPlugin() }
}
