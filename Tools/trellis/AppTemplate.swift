import Counters
import PhotoGallery
import RepoSearch
import TaskList
import Trellis

/// The files of `trellis new app`: an app package composing Trellis's feature plugins with
/// the command line every Trellis app has (`AppCommandLine`).
struct AppTemplate {
  /// A feature plugin of Trellis an app can compose: its manifest (read from the plugin),
  /// its library and how it is made.
  struct Feature {
    let manifest: PluginManifest
    let product: String
    let make: String

    /// The plugin's id, which `--plugins` takes.
    var id: String { manifest.id }
  }

  /// Trellis's feature plugins.
  static let features = [
    Feature(manifest: CountersPlugin().manifest, product: "Counters", make: "CountersPlugin()"),
    Feature(manifest: TaskListPlugin().manifest, product: "TaskList", make: "TaskListPlugin()"),
    Feature(
      manifest: RepoSearchPlugin().manifest, product: "RepoSearch", make: "RepoSearchPlugin()"),
    Feature(
      manifest: PhotoGalleryPlugin().manifest, product: "PhotoGallery",
      make: "PhotoGalleryPlugin()"),
  ]

  let name: ScaffoldName
  let features: [Feature]
  let trellis: TrellisDependency

  /// The app for `name` with the features whose ids are `ids` (all when nil).
  ///
  /// - Throws: ``ToolError`` naming an id that is no feature plugin.
  init(name: ScaffoldName, ids: [String]?, trellis: TrellisDependency) throws {
    self.name = name
    self.trellis = trellis
    guard let ids else {
      features = Self.features
      return
    }
    features = try ids.map { id in
      guard let feature = Self.features.first(where: { $0.id == id }) else {
        let known = Self.features.map(\.id).joined(separator: ", ")
        throw ToolError.usage("--plugins: there is no plugin \"\(id)\"; the plugins are \(known)")
      }
      return feature
    }
  }

  var scaffold: Scaffold {
    Scaffold(files: [
      "Package.swift": packageManifest,
      "Sources/\(name.id)/main.swift": main,
      "README.md": readme,
      ".swift-format": trellis.formatConfiguration ?? TrellisDependency.plainFormatConfiguration,
      ".gitignore": ".build/\n.swiftpm/\n",
    ])
  }

  var packageManifest: String {
    // The framework is libTrellis.so, which the app links and its plugin libraries share;
    // the feature plugins chosen are linked into the app, and link libTrellis.so too.
    var packages: [TrellisDependency.Package] = [.trellis]
    if !features.isEmpty { packages.append(.plugins) }
    let products =
      [trellis.product("Trellis", of: .trellis)]
      + features.map { trellis.product($0.product, of: .plugins) }
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      // \(name.type): a Trellis app, made by `trellis new app`.
      let package = Package(
        name: "\(name.type)",
        products: [.executable(name: "\(name.id)", targets: ["\(name.id)"])],
        dependencies: [
          \(packages.map { trellis.declaration($0) }.joined(separator: ",\n    ")),
        ],
        targets: [
          .executableTarget(
            name: "\(name.id)",
            dependencies: [
              \(products.joined(separator: ",\n        ")),
            ])
        ]
      )

      """
  }

  var main: String {
    let imports = (features.map(\.product) + ["Foundation", "Trellis"]).sorted()
      .map { "import \($0)" }.joined(separator: "\n")
    let plugins = features.map(\.make).joined(separator: ", ")
    let uses = features.contains { $0.make.contains("directories") } ? "directories" : "_"
    return """
      // \(name.id): a Trellis app. `swift run \(name.id) --help` lists its options.
      \(imports)

      exit(
        AppCommandLine(
          program: "\(name.id)", title: "\(name.type)", version: "0.1.0",
          summary: "Runs \(name.type).", plugins: { \(uses) in [\(plugins)] }
        ).run())

      """
  }

  var readme: String {
    """
    # \(name.type)

    A Trellis app, made by `trellis new app \(name.type)`, composing \(
      features.isEmpty ? "no plugins yet" : features.map(\.id).joined(separator: ", ")).

    ```sh
    swift run \(name.id)                                   # in this terminal
    swift run \(name.id) --headless 100x30 --print-screen  # the first screen, as text
    swift run \(name.id) --help                            # every option
    ```

    It loads the dynamic plugins (`*.so`, made by `trellis new plugin`) in
    `~/.local/share/\(name.id)/plugins`, the `trellis.pluginFolders` setting and each
    `--plugin-dir DIR`; `--list-plugins` says which loaded, and why the others did not.

    """
  }
}
