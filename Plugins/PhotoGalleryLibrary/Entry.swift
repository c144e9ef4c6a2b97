// PhotoGallery as a dynamic plugin. `swift build --product PhotoGalleryLibrary` in
// Products/TrellisPlugins makes libPhotoGalleryLibrary.so, which links libTrellis.so and
// libTrellisImages.so instead of holding a copy of them. Copy it into an app's plugins
// folder, or pass the app `--plugin-dir`. An app with PhotoGallery compiled in refuses it:
// the plugin id is taken. The entry point has a target of its own, so that PhotoGallery
// still links into apps statically.
import PhotoGallery
import Trellis

/// The entry point every Trellis app looks for in a plugin library.
@_cdecl("trellis_plugin_entry")
public func trellisPluginEntry(
  _ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> UnsafePointer<CChar>? {
  DynamicPluginEntry.answer(field, plugin) { PhotoGalleryPlugin() }
}
