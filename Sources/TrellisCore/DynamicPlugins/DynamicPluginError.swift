/// Why a plugin library was refused. Each message names the file and says what to do.
public enum DynamicPluginError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not a shared library this app can load (see ``SharedLibraryError``).
  case library(SharedLibraryError)
  /// The folder cannot be listed.
  case unreadableFolder(path: String, reason: String)
  /// Every user may write the file, or the folder it is in: anyone could put code into the
  /// app.
  case writableByAnyone(path: String)
  /// The app links Trellis statically and offers no `libTrellis.so` to plugins.
  case noSharedTrellis(path: String)
  /// The file is `libTrellis.so` itself, copied with a plugin.
  case trellisItself(path: String)
  /// The library exports no `trellis_plugin_entry`.
  case noEntry(path: String)
  /// The library does not link `libTrellis.so`, or carries its own copy of Trellis.
  case ownTrellis(path: String)
  /// The dynamic loader refused the library (a missing symbol, a missing library).
  case loadFailed(path: String, reason: String)
  /// The entry point answers in a shape this app does not know.
  case unknownEntry(path: String, format: String)
  /// Another Swift compiler built the plugin.
  case compilerMismatch(path: String, plugin: String, app: String)
  /// The plugin was built against another Trellis.
  case trellisMismatch(path: String, plugin: String, app: String)
  /// The entry point made no plugin.
  case noPlugin(path: String)
  /// A plugin with this id is already in the app: built in (`kept` nil), or loaded from the
  /// file `kept`.
  case duplicateID(path: String, id: String, kept: String?)

  /// The message.
  public var description: String {
    switch self {
    case .library(let error):
      return error.description
    case .unreadableFolder(let path, let reason):
      return "the plugin folder \(path) cannot be read: \(reason)"
    case .writableByAnyone(let path):
      return "\(path) was not loaded: every user may change it, so anyone could run code in "
        + "this app; chmod o-w \(path)"
    case .noSharedTrellis(let path):
      return "\(path) was not loaded: this app has Trellis linked statically, with no "
        + "libTrellis.so for plugins to share; build the app against the product Trellis"
    case .trellisItself(let path):
      return "\(path) is Trellis itself, not a plugin: the app brings its own; copy only the "
        + "plugin's library (lib<Name>Library.so)"
    case .noEntry(let path):
      return "\(path) is not a Trellis plugin: it exports no \(DynamicPluginEntry.symbol) "
        + "function (see the article Dynamic plugins)"
    case .ownTrellis(let path):
      return "\(path) does not use the app's Trellis (it has its own copy, or none): build "
        + "the plugin library against the product Trellis alone"
    case .loadFailed(let path, let reason):
      let hint =
        reason.contains("undefined symbol")
        ? "; this app lacks what the plugin needs: it was built against another Trellis, or "
          + "uses a module this app does not have" : ""
      return "\(path) could not be loaded: \(reason)\(hint)"
    case .unknownEntry(let path, let format):
      return "\(path) has an entry point of another kind (\(format.isEmpty ? "none" : format))"
        + "; rebuild it against Trellis \(TrellisCore.version.semantic)"
    case .compilerMismatch(let path, let plugin, let app):
      return "\(path) was built with Swift \(plugin) and this app with Swift \(app): rebuild "
        + "the plugin with Swift \(app)"
    case .trellisMismatch(let path, let plugin, let app):
      return "\(path) was built against Trellis \(plugin) and this app has Trellis \(app): "
        + "rebuild the plugin against Trellis \(app)"
    case .noPlugin(let path):
      return "\(path) made no plugin when asked; check its \(DynamicPluginEntry.symbol)"
    case .duplicateID(let path, let id, let kept):
      let other = kept.map { "is loaded from \($0)" } ?? "is built into the app"
      return "\(path) holds the plugin '\(id)', which \(other); remove one of the two"
    }
  }
}
