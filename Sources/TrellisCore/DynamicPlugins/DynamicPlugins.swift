/// What the plugin folders held: the plugins loaded from them, each with its file, and the
/// files refused, each with the reason. ``DynamicPluginLoader`` finds them; the app adds
/// the loaded ones to its own plugins and shows the refused ones on the Plugins screen and
/// in `--list-plugins`.
public struct DynamicPlugins {
  /// A plugin and the library it came from.
  public struct Loaded {
    /// The plugin.
    public let plugin: any Plugin
    /// The library's path.
    public let file: String

    /// `plugin`, loaded from `file`.
    public init(plugin: any Plugin, file: String) {
      self.plugin = plugin
      self.file = file
    }
  }

  /// A library left out, and why.
  public struct Refused: Equatable, Sendable {
    /// The library's path (or the folder's, when the folder could not be read).
    public let file: String
    /// Why.
    public let error: DynamicPluginError
    /// Whether ``file`` is a plugin folder rather than a library.
    public let isFolder: Bool

    /// `file` (a folder when `isFolder`), refused for `error`.
    public init(file: String, error: DynamicPluginError, isFolder: Bool = false) {
      self.file = file
      self.error = error
      self.isFolder = isFolder
    }
  }

  /// The plugins loaded, in folder order, then file-name order.
  public var loaded: [Loaded] = []
  /// The files refused, in the same order.
  public var refused: [Refused] = []

  /// None.
  public init() {}
}
