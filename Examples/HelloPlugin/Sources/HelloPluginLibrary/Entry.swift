// The Hello plugin as a dynamic plugin: `swift build --product HelloPluginLibrary` makes
// .build/debug/libHelloPluginLibrary.so; copy it into an app's plugins folder (or pass
// `--plugin-dir`) and the app loads it at start-up. The entry point is in a target of its
// own, so that the HelloPlugin target still links into hello-app statically.
import HelloPlugin
import Trellis

/// The entry point every Trellis app looks for in a plugin library.
@_cdecl("trellis_plugin_entry")
public func trellisPluginEntry(
  _ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> UnsafePointer<CChar>? {
  DynamicPluginEntry.answer(field, plugin) { HelloPlugin() }
}
