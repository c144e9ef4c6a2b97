import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Loads the dynamic plugins of an app from its plugin folders, at start-up, before the
/// app is made: every `*.so` file. Checks 1 to 4 read the file before it is loaded; from
/// `dlopen` on, its constructors have run and it stays loaded, refused or not.
///
/// For each file, in this order, the first check that fails refuses it with a message
/// naming the file (``DynamicPluginError``):
/// 1. The app offers a shared Trellis (`libTrellis.so` is loaded, or the app stands in
///    for it).
/// 2. Neither the file nor its folder may be changed by every user (world-writable).
/// 3. The file is a shared library for this machine, whole (``SharedLibraryFile``):
///    `dlopen` on a truncated one would crash the app. It is not `libTrellis.so` itself.
/// 4. It exports `trellis_plugin_entry` and links `libTrellis.so`, with no copy of its own.
/// 5. Unchanged since it was read, `dlopen` binds every symbol it needs now (`RTLD_NOW`),
///    not on first use.
/// 6. Its entry point (``DynamicPluginEntry``) answers the format this app knows, the
///    Swift compiler that built this app, and this app's Trellis version and plugin API.
/// 7. The plugin it makes has an id no plugin before it has.
///
/// The app's ``PluginHost`` then checks the manifest (the plugin API range, requirements)
/// and calls `register` like any plugin's. A library stays loaded until the app ends:
/// plugins are never unloaded, and turning one off takes effect at the next start.
public struct DynamicPluginLoader {
  /// The folders to load from, in order; a missing folder holds no plugins.
  public var folders: [String]

  /// A loader of the plugins in `folders`.
  public init(folders: [String]) {
    self.folders = folders
  }

  /// Loads the plugins; `builtIn` are the ids of the app's own plugins, which a plugin
  /// library cannot replace.
  public func load(builtIn: Set<String>) -> DynamicPlugins {
    var result = DynamicPlugins()
    // The file each id came from (nil: built in).
    var owners: [String: String?] = Dictionary(uniqueKeysWithValues: builtIn.map { ($0, nil) })
    for file in libraries(refusing: &result) {
      do {
        let plugin = try load(file)
        let id = plugin.manifest.id
        if let kept = owners[id] {
          throw DynamicPluginError.duplicateID(path: file, id: id, kept: kept)
        }
        owners[id] = .some(file)
        result.loaded.append(DynamicPlugins.Loaded(plugin: plugin, file: file))
      } catch let error as DynamicPluginError {
        result.refused.append(DynamicPlugins.Refused(file: file, error: error))
      } catch {
        result.refused.append(
          DynamicPlugins.Refused(
            file: file, error: .loadFailed(path: file, reason: "\(error)")))
      }
    }
    return result
  }

  /// The `*.so` files of the folders, each folder's sorted by name; a folder that exists
  /// but cannot be listed is refused.
  func libraries(refusing result: inout DynamicPlugins) -> [String] {
    var files: [String] = []
    for folder in folders {
      guard FileManager.default.fileExists(atPath: folder) else { continue }
      func refuse(_ error: DynamicPluginError) {
        result.refused.append(DynamicPlugins.Refused(file: folder, error: error, isFolder: true))
      }
      if let reason = PathProblem.reason(folder, folder: true) {
        refuse(.unreadableFolder(path: folder, reason: reason))
        continue
      }
      if Self.isWritableByAnyone(folder) {
        refuse(.writableByAnyone(path: folder))
        continue
      }
      do {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        files += names.filter { $0.hasSuffix(".so") && !$0.hasPrefix(".") }.sorted()
          .map { (folder as NSString).appendingPathComponent($0) }
      } catch {
        refuse(
          .unreadableFolder(path: folder, reason: "\((error as NSError).localizedDescription)"))
      }
    }
    return files
  }

  /// Loads the plugin in `file`, checking it first.
  func load(_ file: String) throws -> any Plugin {
    guard Self.appSharesTrellis else { throw DynamicPluginError.noSharedTrellis(path: file) }
    guard !Self.isWritableByAnyone(file) else {
      throw DynamicPluginError.writableByAnyone(path: file)
    }
    guard (file as NSString).lastPathComponent != Self.sharedTrellis else {
      throw DynamicPluginError.trellisItself(path: file)
    }
    let library: SharedLibraryFile
    do {
      library = try SharedLibraryFile(path: file)
    } catch let error as SharedLibraryError {
      throw DynamicPluginError.library(error)
    }
    guard library.definedSymbols.contains(DynamicPluginEntry.symbol) else {
      throw DynamicPluginError.noEntry(path: file)
    }
    guard library.neededLibraries.contains(Self.sharedTrellis),
      library.definedSymbols.isDisjoint(with: Self.trellisMarkers)
    else { throw DynamicPluginError.ownTrellis(path: file) }
    // The file checked must be the file loaded: a copy landing in between could be cut short.
    guard library.isUnchanged() else {
      throw DynamicPluginError.library(
        .unreadable(path: file, reason: "it changed while it was checked; start the app again"))
    }
    guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
      throw DynamicPluginError.loadFailed(path: file, reason: Self.loaderError())
    }
    // Never closed: the plugin's types and closures live as long as the app.
    guard let symbol = dlsym(handle, DynamicPluginEntry.symbol) else {
      throw DynamicPluginError.noEntry(path: file)
    }
    let entry = unsafeBitCast(symbol, to: EntryPoint.self)
    func ask(_ field: DynamicPluginEntry.Field) -> String {
      entry(field.rawValue, nil).map { String(cString: $0) } ?? ""
    }
    let format = ask(.format)
    guard format == "\(DynamicPluginEntry.format)" else {
      throw DynamicPluginError.unknownEntry(path: file, format: format)
    }
    let compiler = ask(.compiler)
    let appCompiler = "\(DynamicPluginEntry.compiledBy)"
    guard compiler == appCompiler else {
      throw DynamicPluginError.compilerMismatch(path: file, plugin: compiler, app: appCompiler)
    }
    let trellis = "\(ask(.trellisVersion)) (plugin API \(ask(.pluginAPI)))"
    let appTrellis = "\(TrellisCore.version.semantic) (plugin API \(TrellisCore.pluginAPIVersion))"
    guard trellis == appTrellis else {
      throw DynamicPluginError.trellisMismatch(path: file, plugin: trellis, app: appTrellis)
    }
    var made: UnsafeMutableRawPointer?
    _ = entry(DynamicPluginEntry.Field.plugin.rawValue, &made)
    guard let made,
      let box = Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue() as? DynamicPluginBox
    else { throw DynamicPluginError.noPlugin(path: file) }
    return box.plugin
  }

  typealias EntryPoint =
    @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafePointer<
      CChar
    >?

  /// The name plugins link the shared Trellis by.
  static let sharedTrellis = "libTrellis.so"

  /// Whether a library named `libTrellis.so` is loaded, or the app stands in for it (see
  /// the package manifest's `pluginHost`): a plugin's Trellis then binds to the app's.
  static let appSharesTrellis: Bool = {
    guard let handle = dlopen(sharedTrellis, RTLD_NOLOAD | RTLD_LAZY) else { return false }
    dlclose(handle)  // only drops the reference RTLD_NOLOAD took
    return true
  }()

  /// Symbols only a copy of Trellis defines: descriptors of protocols and classes of
  /// Trellis modules. (Not any symbol named after a module: a plugin's extension of a
  /// Trellis type defines symbols that start with the type's module.)
  private static let trellisMarkers: Set<String> = [
    "$s11TrellisCore6PluginMp", "$s9TrellisRx14ObservableTypeMp", "$s9TrellisUI4ViewCMn",
    "$s15TrellisServices8DatabaseCMn",
  ]

  /// Whether every user may write `path` (following a symbolic link): the sticky `/tmp`
  /// kind of folder included, where anyone may add a file.
  static func isWritableByAnyone(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return status.st_mode & S_IWOTH != 0
  }

  private static func loaderError() -> String {
    dlerror().map { String(cString: $0) } ?? "the dynamic loader gave no reason"
  }
}
