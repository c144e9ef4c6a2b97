import Foundation
import TrellisServices
import TrellisTerminal

/// The standard command line of a Trellis app, so every app answers the same options
/// without a copy of their handling in its `main.swift`: `--plugins`, `--route`,
/// `--list-plugins`, `--list-routes`, `--config`, `--data-dir`, `--version`, `--help`, and
/// headless scripting with `--headless WxH --keys "…" --print-screen` (``AppOptions``).
///
/// It chooses where the run keeps its files (``AppDataFolder``: the XDG folders named after
/// ``program``, `--data-dir`, or a temporary folder for headless runs and the lists), opens
/// the settings, the database and an HTTP client as services, makes the app with the chosen
/// plugins and runs it. Exit status: 0 ok, 2 for a command-line mistake or a terminal that
/// cannot show the app (`TERM` dumb, empty or unset: refused before anything is written or
/// made, saying to use a terminal emulator or `--headless`), 1 for a failure at run time,
/// 128 + the signal when a signal ended it.
///
/// ```swift
/// // main.swift
/// import Counters
/// import Foundation
/// import Trellis
///
/// exit(
///   AppCommandLine(
///     program: "my-app", title: "My app", version: "1.0.0",
///     summary: "Counts things.", plugins: { _ in [CountersPlugin()] }
///   ).run())
/// ```
@MainActor
public struct AppCommandLine {
  /// The program's name: in messages, `--help` and `--version`, the `User-Agent`, and the
  /// name of its data folders.
  public let program: String
  /// The app's name in the shell.
  public let title: String
  /// The app's version.
  public let version: String
  /// What the app is, in a sentence, for `--help`.
  public let summary: String
  /// The plugins the app can run (every one, unless `--plugins` chooses), made with the
  /// folders this run keeps its files in.
  public let plugins: (AppDirectories) -> [Plugin]

  /// A command line for the app `program`.
  public init(
    program: String, title: String, version: String, summary: String,
    plugins: @escaping (AppDirectories) -> [Plugin]
  ) {
    self.program = program
    self.title = title
    self.version = version
    self.summary = summary
    self.plugins = plugins
  }

  /// Runs the app for `arguments` (without the program name); returns the exit status.
  public func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    let options: AppOptions
    do {
      options = try AppOptions.parse(arguments)
    } catch {
      return fail("\(error)", status: 2)
    }
    switch options.action {
    case .help:
      print(AppOptions.usage(program: program, summary: summary))
      return 0
    case .version:
      print("\(program) \(version): \(TrellisCore.version)")
      return 0
    case .run where options.headlessSize == nil:
      // Refused before anything is made or written: the lists and headless runs need no
      // terminal, a full-screen run one that moves the cursor.
      do {
        try App.refuseDumbTerminal(environment: environment)
      } catch {
        return fail("\(error)", status: 2)
      }
    default:
      break
    }
    let folder: AppDataFolder
    do {
      folder = try AppDataFolder.choose(app: program, options: options, environment: environment)
    } catch let error as AppUsageError {
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
        options: options, environment: environment, directories: folder.directories,
        user: folder.temporaryFolder == nil
          ? nil : try? AppDirectories(app: program, environment: environment))
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
    } catch let error as AppUsageError {
      return fail(error.description, status: 2)
    } catch {
      return fail("\(error)", status: 1)
    }
  }

  /// The app: the chosen plugins and the services they may need (keeping their files in
  /// `directories`); the plugins turned off on the Plugins screen stay out (App reads them
  /// from the settings).
  /// `user` are the user's own folders when the run keeps away from them (its plugins
  /// still load: ``PluginFolders``).
  func makeApp(
    options: AppOptions, environment: [String: String], directories: AppDirectories,
    user: AppDirectories?
  ) throws -> App {
    var plugins = self.plugins(directories)
    let settings = try openSettings(
      options: options, environment: environment, directories: directories)
    let folders = try PluginFolders(
      options: options, directories: directories, settings: settings, user: user)
    var dynamicPlugins = DynamicPluginLoader(folders: folders.folders)
      .load(builtIn: Set(plugins.map(\.manifest.id) + [ShellPlugin.id]))
    if let chosen = options.plugins {
      let known = Set((plugins + dynamicPlugins.loaded.map(\.plugin)).map(\.manifest.id))
      if let unknown = chosen.first(where: { !known.contains($0) }) {
        let list = known.isEmpty ? "none" : known.sorted().joined(separator: ", ")
        let refused =
          dynamicPlugins.refused.isEmpty
          ? "" : " (\(dynamicPlugins.refused.count) refused at start-up: see --list-plugins)"
        throw AppUsageError(
          description: "unknown plugin '\(unknown)'; the plugins are: \(list)\(refused)")
      }
      plugins = plugins.filter { chosen.contains($0.manifest.id) }
      dynamicPlugins.loaded.removeAll { !chosen.contains($0.plugin.manifest.id) }
    }
    let services = ServiceContainer()
    services.register(.settings, settings)
    // The app's folders, for the plugins' own folders (PluginContext.directories).
    services.register(.appDirectories, directories)
    services.register(
      .http,
      HTTPClient(
        configuration: HTTPClientConfiguration(appName: program, appVersion: version)))
    // The plugins' storage. If it cannot be opened the app still runs: plugins that need it
    // are left out, and the Plugins screen and the status bar say why.
    // Said in the status bar and the Messages screen, and again on stderr at exit.
    // Each plugin's share of it: the quotas the user set (trellis.databaseQuotaMiB).
    let quotas = DatabaseQuotaSettings(settings: settings)
    var startupProblems = quotas.problems
    do {
      let database = try Database(directories: directories, options: quotas.options)
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
    let app = App(
      name: title, version: version, plugins: plugins, services: services,
      dynamicPlugins: dynamicPlugins)
    for problem in startupProblems { app.notifier.warning(problem, repeatsAtExit: true) }
    for problem in folders.problems { app.notifier.warning(problem) }
    let refused = dynamicPlugins.refused.count
    if refused > 0 {
      app.notifier.warning(
        (refused == 1
          ? "A plugin library or folder was" : "\(refused) plugin libraries or folders were")
          + " not loaded; the Plugins screen (ctrl-p Plugins) says why.")
    }
    return app
  }

  /// The settings: `--config`'s file, or the data folder's.
  private func openSettings(
    options: AppOptions, environment: [String: String], directories: AppDirectories
  ) throws -> Settings {
    guard let file = options.configFile else {
      return try Settings(directories: directories, environment: environment)
    }
    guard FileManager.default.fileExists(atPath: file) else {
      throw AppUsageError(description: "no settings file at \(file); check the path")
    }
    do {
      return try Settings(app: program, path: file, environment: environment)
    } catch let error as SettingsError {
      guard case .notASettingsFile = error else { throw error }
      throw AppUsageError(description: "--config: \(error)")
    }
  }

  /// Says `message` on standard error, sanitized as the app's other messages there (it may
  /// quote a path, an argument or a route as typed), and returns `status`.
  private func fail(_ message: String, status: Int32) -> Int32 {
    App.writeError("\(program): \(message)")
    return status
  }
}
