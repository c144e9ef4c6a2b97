import Counters
import Foundation
import PhotoGallery
import RepoSearch
import TaskList
import Trellis

/// Runs the demo for a command line; returns the exit status.
enum DemoCommand {
  /// The demo's version: Trellis's own (the demo ships with it).
  static let version = TrellisCore.version.semantic

  /// The feature plugins the demo can run, by id; those that keep files keep them in
  /// `directories`.
  static func availablePlugins(directories: AppDirectories) -> [Plugin] {
    [
      CountersPlugin(), TaskListPlugin(), RepoSearchPlugin(),
      PhotoGalleryPlugin(directories: directories),
    ]
  }

  static func run(arguments: [String], environment: [String: String]) -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      return fail("\(error)", status: 2)
    }
    switch options.action {
    case .help:
      print(DemoOptions.usage)
      return 0
    case .version:
      print("trellis-demo \(version): \(TrellisCore.version)")
      return 0
    default:
      break
    }
    let folder: DemoDataFolder
    do {
      folder = try DemoDataFolder.choose(options: options, environment: environment)
    } catch let error as DemoUsageError {
      return fail(error.description, status: 2)
    } catch {
      return fail("\(error)", status: 1)
    }
    var database: Database?
    defer {
      if folder.temporaryFolder != nil {
        database?.close()
        folder.removeTemporaryFolder()
      }
    }
    do {
      let app = try makeApp(
        options: options, environment: environment, directories: folder.directories)
      database = app.services.resolveIfPresent(.database)
      switch options.action {
      case .listPlugins:
        for line in app.listPlugins() { print(line) }
        return 0
      case .listRoutes:
        for line in app.listRoutes() { print(line) }
        return 0
      default:
        break
      }
      if let route = options.route {
        do {
          try app.checkRoute(route)
        } catch {
          return fail("\(error)", status: 2)
        }
      }
      if let sizeText = options.headlessSize {
        let size: TerminalSize
        let keys: KeyScript
        do {
          size = try App.size(from: sizeText)
          keys = try KeyScript(options.keys)
        } catch {
          return fail("\(error)", status: 2)
        }
        let lines = try app.runHeadless(size: size, keys: keys, route: options.route)
        if options.printScreen {
          for line in lines { print(line) }
        }
        return app.exitStatus ?? 0
      }
      return try app.run(route: options.route)
    } catch let error as DemoUsageError {
      return fail(error.description, status: 2)
    } catch {
      return fail("\(error)", status: 1)
    }
  }

  /// The app: the chosen plugins and the services they may need (keeping their files in
  /// `directories`); the plugins turned off on the Plugins screen stay out (App reads them
  /// from the settings).
  static func makeApp(
    options: DemoOptions, environment: [String: String], directories: AppDirectories
  ) throws -> App {
    var plugins = availablePlugins(directories: directories)
    if let chosen = options.plugins {
      let known = Set(plugins.map(\.manifest.id))
      if let unknown = chosen.first(where: { !known.contains($0) }) {
        let list = known.isEmpty ? "none" : known.sorted().joined(separator: ", ")
        throw DemoUsageError(
          description: "unknown plugin '\(unknown)'; the plugins are: \(list)")
      }
      plugins = plugins.filter { chosen.contains($0.manifest.id) }
    }
    let services = ServiceContainer()
    let settings: Settings
    if let file = options.configFile {
      guard FileManager.default.fileExists(atPath: file) else {
        throw DemoUsageError(description: "no settings file at \(file); check the path")
      }
      do {
        settings = try Settings(app: DemoDataFolder.app, path: file, environment: environment)
      } catch let error as SettingsError {
        guard case .notASettingsFile = error else { throw error }
        throw DemoUsageError(description: "--config: \(error)")
      }
    } else {
      settings = try Settings(directories: directories, environment: environment)
    }
    services.register(.settings, settings)
    services.register(
      .http,
      HTTPClient(
        configuration: HTTPClientConfiguration(appName: DemoDataFolder.app, appVersion: version)))
    // The plugins' storage. If it cannot be opened the app still runs: plugins that need it
    // are left out, and the Plugins screen and the status bar say why.
    // Said in the status bar and the Messages screen, and again on stderr at exit.
    var startupProblems: [String] = []
    do {
      let database = try Database(directories: directories)
      services.register(.database, database)
      if let recovery = database.recovery { startupProblems.append(recovery.message) }
    } catch {
      let reason = (error as? LocalizedError)?.errorDescription ?? "\(error)"
      services.registerUnavailable(.database, reason: reason)
      startupProblems.append(
        "The storage could not be opened, so the plugins that keep data are left out: \(reason)")
    }
    if let recovery = settings.recovery { startupProblems.append(recovery.message) }
    // Plugins the user turned off on the Plugins screen stay out (App reads them from the
    // settings: PluginChoices).
    let app = App(name: "Trellis demo", version: version, plugins: plugins, services: services)
    for problem in startupProblems { app.notifier.warning(problem, repeatsAtExit: true) }
    return app
  }

  private static func fail(_ message: String, status: Int32) -> Int32 {
    FileHandle.standardError.write(Data("trellis-demo: \(message)\n".utf8))
    return status
  }
}
