import TrellisServices

/// What an app's command line asked for (see ``AppCommandLine``).
public struct AppOptions: Equatable, Sendable {
  /// The plugin ids to run; nil runs every plugin the app has.
  public var plugins: [String]?
  /// A route to open at start.
  public var route: String?
  /// A settings file to use instead of the one in the data folders.
  public var configFile: String?
  /// `--data-dir DIR`: keep the database, settings and caches in DIR (see
  /// ``AppDataFolder``).
  public var dataDirectory: String?
  /// `--plugin-dir DIR` (repeatable): more folders to load dynamic plugins from, after the
  /// data folder's `plugins` and the `pluginFolders` setting.
  public var pluginDirectories: [String] = []
  /// `--headless WxH`: run without a terminal at this size.
  public var headlessSize: String?
  /// `--keys "…"`: what to type in a headless run.
  public var keys: String = ""
  /// `--print-screen`: print the settled screen of a headless run.
  public var printScreen = false
  /// What to do instead of running the app.
  public var action: Action = .run

  /// Options with nothing asked: run the app.
  public init() {}

  /// A one-shot action.
  public enum Action: Equatable, Sendable {
    case run
    case help
    case version
    case listPlugins
    case listRoutes
  }
}

extension AppOptions {
  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``AppUsageError`` saying what is wrong and to see `--help`.
  public static func parse(_ arguments: [String]) throws -> AppOptions {
    var options = AppOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") || value == "--" else {
        throw AppUsageError(description: "\(flag) needs a value; see --help")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": options.action = .help
      case "--version": options.action = .version
      case "--list-plugins": options.action = .listPlugins
      case "--list-routes": options.action = .listRoutes
      case "--print-screen": options.printScreen = true
      case "--plugins":
        options.plugins = try value(for: argument).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
      case "--route": options.route = try value(for: argument)
      case "--config": options.configFile = try value(for: argument)
      case "--data-dir": options.dataDirectory = try value(for: argument)
      case "--plugin-dir": options.pluginDirectories.append(try value(for: argument))
      case "--headless": options.headlessSize = try value(for: argument)
      case "--keys": options.keys = try value(for: argument)
      default:
        throw AppUsageError(description: "unknown option \(argument); see --help")
      }
    }
    if options.headlessSize == nil && (options.printScreen || !options.keys.isEmpty) {
      throw AppUsageError(description: "--keys and --print-screen need --headless WxH")
    }
    return options
  }

  /// The `--help` text of `program`, which `summary` describes in a sentence.
  public static func usage(program: String, summary: String) -> String {
    """
    usage: \(program) [options]

    \(summary)

      --plugins a,b        run only these plugins (ids from --list-plugins)
      --route R            open route R at start (e.g. plugins, help)
      --list-plugins       print what loaded, what was disabled or failed, and why
      --list-routes        print every route the plugins registered
      --config FILE        read settings from FILE instead of the data folder's settings.json
      --data-dir DIR       keep the database, settings and caches in DIR (made if missing)
                           instead of $XDG_DATA_HOME, $XDG_CONFIG_HOME and $XDG_CACHE_HOME
                           (each under \(program))
      --plugin-dir DIR     load the dynamic plugins (*.so) in DIR too, besides those in the
                           data folder's plugins folder and the trellis.pluginFolders setting
      --version            print the version
      --help               print this help

    Headless scripting (no terminal needed):
      --headless WxH       run on an in-memory screen of W columns and H rows
      --keys "…"           type these keys: single characters type themselves; names are
                           enter esc tab shift-tab space backspace delete up down left right
                           home end pgup pgdn f1…f12 ctrl-X alt-X; wait:MS lets time pass
      --print-screen       print the settled screen as text lines

    A headless run, --list-plugins and --list-routes never touch your data: they use a
    fresh temporary data folder, removed when they end, unless --data-dir DIR is given.

    Exit status: 0 ok, 2 bad arguments, 1 runtime failure.
    A terminal whose TERM is dumb, empty or unset cannot show the app: it is refused
    (status 2) before anything is written; run it in a terminal emulator, or --headless.
    SIGTERM, SIGHUP and SIGINT end it as q does (changes saved): 128 + the signal.
    """
  }
}
