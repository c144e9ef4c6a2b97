/// The one C function a dynamic plugin exports, `trellis_plugin_entry`, and the answers it
/// gives. The app asks it, in plain C terms, how the plugin was built, and only when the
/// answers match its own asks it for the plugin:
///
/// ```c
/// const char *trellis_plugin_entry(int field, void **plugin);
/// ```
///
/// - `field` ``Field/format``, ``Field/compiler``, ``Field/trellisVersion`` and
///   ``Field/pluginAPI`` return a static C string; `plugin` is not touched.
/// - ``Field/plugin`` makes the plugin and stores it, retained, in `*plugin`.
///
/// A plugin library writes the entry in a target of its own (so the plugin itself can
/// still be linked into an app statically, where two entries would clash):
///
/// ```swift
/// import HelloPlugin
/// import TrellisCore
///
/// @_cdecl("trellis_plugin_entry")
/// public func trellisPluginEntry(
///   _ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
/// ) -> UnsafePointer<CChar>? {
///   DynamicPluginEntry.answer(field, plugin) { HelloPlugin() }
/// }
/// ```
///
/// ``answer(_:_:make:)`` is compiled into the plugin, not called in the app's Trellis: its
/// answers say what built the plugin, and they are static strings, so reading them runs no
/// code that depends on the two sides agreeing.
public enum DynamicPluginEntry {
  /// The C name of the entry point.
  public static let symbol = "trellis_plugin_entry"

  /// What the app asks the entry point.
  public enum Field: Int32, Sendable {
    /// The entry point's own version: ``format``.
    case format = 0
    /// The Swift compiler that built the plugin, like `6.3.1`.
    case compiler = 1
    /// The Trellis the plugin was built against, like `0.9.0`.
    case trellisVersion = 2
    /// The plugin API of that Trellis, like `1`.
    case pluginAPI = 3
    /// Makes the plugin.
    case plugin = 4
  }

  /// The answer to ``Field/format`` from an entry point of this shape.
  @_alwaysEmitIntoClient
  public static var format: StaticString { "trellis-plugin-entry 1" }

  /// Answers the app's question `field`; for ``Field/plugin``, stores the plugin `make`
  /// returns in `plugin`, retained, and returns nil. An unknown field returns nil.
  @_alwaysEmitIntoClient
  public static func answer(
    _ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    make: () -> any Plugin
  ) -> UnsafePointer<CChar>? {
    let text: StaticString
    switch Field(rawValue: field) {
    case .format: text = format
    case .compiler: text = compiledBy
    // What Trellis was when this code was compiled: keep in step with TrellisCore.version
    // (a test checks).
    case .trellisVersion: text = "0.9.0"
    case .pluginAPI: text = "1"
    case .plugin:
      plugin?.pointee = Unmanaged.passRetained(DynamicPluginBox(make())).toOpaque()
      return nil
    case nil: return nil
    }
    // A string literal is stored with a NUL after its last byte, so its start is a C
    // string (Swift keeps literals that way; the tests read them back as C strings).
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
  }

  /// The Swift compiler compiling this code (the plugin's, in a plugin; the app's, in the
  /// app), as precisely as `#if compiler` tells.
  @_alwaysEmitIntoClient
  public static var compiledBy: StaticString {
    #if compiler(>=7.0)
      "7.0 or later"
    #elseif compiler(>=6.5)
      "6.5"
    #elseif compiler(>=6.4)
      "6.4"
    #elseif compiler(>=6.3.3)
      "6.3.3"
    #elseif compiler(>=6.3.2)
      "6.3.2"
    #elseif compiler(>=6.3.1)
      "6.3.1"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }
}

/// A plugin on its way from a plugin library to the app: the entry point hands over a
/// retained box (a class, so it passes as one pointer).
public final class DynamicPluginBox {
  /// The plugin.
  public let plugin: any Plugin

  /// A box holding `plugin`.
  public init(_ plugin: any Plugin) {
    self.plugin = plugin
  }
}
