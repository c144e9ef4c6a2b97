import Foundation
import TrellisRx
import TrellisTerminal
import TrellisUI

/// A terminal app composed of plugins: loads them (with the built-in shell plugin, which
/// adds the `plugins` and `help` routes and tabs), and runs them in the shell — on a real
/// terminal with ``run(route:options:)``, or headless with
/// ``runHeadless(size:keys:route:quietPeriod:limit:)``.
///
/// ```swift
/// let services = ServiceContainer()
/// let app = App(name: "My app", version: "1.0.0", plugins: [CountersPlugin()], services: services)
/// exit(try app.run())
/// ```
///
/// Plugins are loaded when the app is made: ``report`` says what loaded, what was
/// disabled and what failed and why. Then each loaded plugin's `activate(in:)` runs (an
/// error it throws goes to the status bar); when the app ends, their `willTerminate()`
/// (see ``finishPendingWork()``). The tabs are the plugins' tabs in load order, then
/// the built-in Plugins and Help tabs.
@MainActor
public final class App {
  /// The app's name, shown at the top of the Help page.
  public let name: String
  /// The app's version.
  public let version: String
  /// The services the app registered (and those plugins provided).
  public let services: ServiceContainer
  /// The plugin host; its registry holds what the plugins registered.
  public let host: PluginHost
  /// What happened to each plugin (the built-in shell plugin included, listed first).
  public let report: PluginLoadReport
  /// The session running now (or last), if the app was started.
  public private(set) var session: AppSession?
  /// Every notice, warning and error of the session, in full (the Messages screen).
  public let messages: MessageLog
  /// Notices, errors and toasts from plugins (registered as ``ServiceKey/notifier``).
  public let notifier: AppNotifier
  /// The clipboard, through the terminal (registered as ``ServiceKey/clipboard``).
  public let clipboard = Clipboard()
  /// The work the app waits for when it ends (registered as ``ServiceKey/pendingWork``).
  public let pendingWork = PendingWork()
  /// How long, in seconds, the app waits when it ends for ``pendingWork`` (10 by default).
  public var pendingWorkLimit: TimeInterval = 10
  /// What became of the pending work when the app last ended; nil until then.
  public internal(set) var pendingWorkReport: PendingWorkReport?
  /// The plugins the user turned off for the next start (the Plugins screen), kept in
  /// settings; those off when the app was made were left out.
  public let pluginChoices: PluginChoices
  /// The plugins the app's code left out (`disabledPlugins`), which no setting turns on.
  let disabledByCode: Set<String>
  /// Whether the messages to repeat at exit were written on standard error.
  var toldExitMessages = false
  /// The plugins' `willTerminate()` hooks that threw or overran when the app last ended.
  public internal(set) var terminationProblems: [PluginHookError] = []
  /// The watchdog naming the plugin whose code holds the main thread; its ``MainThreadWatchdog/activity``
  /// is the marker the app sets around each call into a plugin. It runs while the plugins
  /// load and while a session runs.
  public let watchdog: MainThreadWatchdog

  /// An app of `plugins` (in the order given, except that requirements load first),
  /// resolving from `services`, leaving out the ids in `disabledPlugins` and those the
  /// user turned off on the Plugins screen (``PluginChoices``, in the settings service).
  /// With `builtinTabs` false the Plugins and Help screens have no tab (their routes stay).
  /// `dynamicPlugins` are those a ``DynamicPluginLoader`` found: the loaded ones join
  /// `plugins`, and the report lists the refused ones. `timeLimits` say how long a plugin's
  /// code may hold the main thread before the watchdog names it, and how long its
  /// `register(in:)` and `activate(in:)` may take before it is left out.
  public init(
    name: String = "Trellis app", version: String = "0.0.0", plugins: [Plugin],
    services: ServiceContainer = ServiceContainer(), disabledPlugins: Set<String> = [],
    builtinTabs: Bool = true, dynamicPlugins: DynamicPlugins = DynamicPlugins(),
    timeLimits: PluginTimeLimits = PluginTimeLimits()
  ) {
    self.name = name
    self.version = version
    self.services = services
    messages = MessageLog()
    notifier = AppNotifier(log: messages)
    services.register(.notifier, notifier)
    services.register(.pendingWork, pendingWork)
    services.register(.clipboard, clipboard)
    pluginChoices = PluginChoices(settings: services.resolveIfPresent(.settings))
    disabledByCode = disabledPlugins
    var pluginsView: () -> PluginsView = {
      PluginsView(summary: "", items: [], disabledAtNextStart: [])
    }
    var helpPage: (Int) -> [StyledLine] = { _ in [] }
    let shellPlugin = ShellPlugin(
      addsTabs: builtinTabs, messages: messages, pluginsView: { pluginsView() },
      helpPage: { helpPage($0) })
    let activity = MainThreadActivity()
    watchdog = MainThreadWatchdog(activity: activity, limit: timeLimits.mainThread)
    watchdog.setReporter(Self.reportOnStandardError(name: name, notifier: notifier))
    watchdog.start()
    host = PluginHost(
      plugins: [shellPlugin] + plugins + dynamicPlugins.loaded.map(\.plugin), services: services,
      disabled: disabledPlugins.union(pluginChoices.disabledAtNextStart)
        .subtracting([ShellPlugin.id]),
      activity: activity, limits: timeLimits)
    let loadReport = host.load()
    // Every plugin registered: each may now look at the others' services and routes.
    for problem in host.activate() { notifier.error(problem) }
    watchdog.stop()
    // A plugin whose activation took too long is left out of the report's loaded ones.
    report = (host.report ?? loadReport).adding(dynamicPlugins)
    pluginsView = { [weak self] in
      self?.makePluginsView() ?? PluginsView(summary: "", items: [], disabledAtNextStart: [])
    }
    helpPage = { [weak self] width in
      guard let self else { return [] }
      return AppPages.help(
        name: "\(self.name) \(self.version)", shellHints: self.shellKeyHints, tabs: self.tabs,
        registry: self.registry, width: width)
    }
  }

  deinit {
    watchdog.stop()
  }

  /// The Plugins screen's view: every plugin's row and report; Space turns the selected
  /// one on or off for the next start, kept in settings through ``pluginChoices``.
  func makePluginsView() -> PluginsView {
    let summary =
      "\(report.loaded.count) loaded, \(report.disabled.count) disabled, "
      + "\(report.failed.count) failed"
      + (report.refusedLibraries.isEmpty
        ? "" : ", \(report.refusedLibraries.count) refused at start-up")
      + " · \(TrellisCore.version)"
      + (pluginChoices.isKept ? "" : " · no settings: choices last for this session")
    let view = PluginsView(
      summary: summary,
      items: AppPages.pluginItems(
        report, manifests: host.plugins.map(\.manifest), registry: registry,
        leftOutByCode: disabledByCode),
      disabledAtNextStart: pluginChoices.disabledAtNextStart)
    let choices = pluginChoices
    let notifier = self.notifier
    view.onToggle = { id, enabled in
      _ = choices.set(id, enabled: enabled)
        .subscribe(onError: { notifier.error("The plugin choice could not be saved: \($0)") })
    }
    return view
  }

  /// What the loaded plugins registered.
  public var registry: PluginRegistry {
    host.registry
  }

  /// The tabs in tab-bar order: the plugins' tabs in load order, then the built-in ones.
  public var tabs: [PluginTab] {
    let all = registry.tabs
    return all.filter { $0.pluginID != ShellPlugin.id }
      + all.filter { $0.pluginID == ShellPlugin.id }
  }

  /// The display name of the plugin `id` (its id when it is unknown).
  public func displayName(ofPlugin id: String) -> String {
    report.entries.first { $0.id == id }?.displayName ?? id
  }

  /// The keys of the shell, as the Help page lists them.
  var shellKeyHints: [KeyHint] {
    [
      KeyHint(": or ctrl-p", "command palette: routes and commands, fuzzy matched"),
      KeyHint("?", "the keys in force"),
      KeyHint("m", "messages: every notice, warning and error of the session, in full"),
      KeyHint("1-9, alt-1-9", "select a tab"),
      KeyHint("tab, shift-tab", "next, previous field"),
      KeyHint("esc, backspace", "back (close a modal, pop a screen)"),
      KeyHint("q, ctrl-c", "quit (q types in a text field)"),
      KeyHint("ctrl-z", "suspend: back to the shell; fg resumes"),
    ]
  }

  // MARK: Listings

  /// The `--list-plugins` text: a line per plugin listed (the built-in one first): id,
  /// version, name, and loaded, disabled or failed with the reason.
  public func listPlugins() -> [String] {
    report.lines
  }

  /// The `--list-routes` text: a line per route: pattern, title, plugin.
  public func listRoutes() -> [String] {
    AppPages.routes(registry)
  }

  /// Checks that `route` is valid and some loaded plugin registers it.
  /// - Throws: ``NavigationError`` saying what is wrong (for `--route`).
  public func checkRoute(_ route: String) throws {
    do {
      _ = try registry.router.resolve(route)
    } catch let error as RouteError {
      throw NavigationError.route(error)
    }
  }

  /// A screen size from `WIDTHxHEIGHT` text, like `100x30`.
  /// - Throws: ``AppError/badSize(_:)``.
  public nonisolated static func size(from text: String) throws -> TerminalSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let width = Int(parts[0]), let height = Int(parts[1]), (1...1000).contains(width),
      (1...1000).contains(height)
    else { throw AppError.badSize(text) }
    return TerminalSize(width: width, height: height)
  }

  // MARK: Running

  /// Starts a session drawing into `target`: frames and toasts on `scheduler`, screens
  /// given `environment` (its main scheduler is where navigation happens). Opens `route`
  /// (else the first tab) and draws the first frame. A failed `route` shows its error in
  /// the status bar over the first tab.
  @discardableResult
  public func start(
    target: RenderTarget, scheduler: SchedulerType, environment: ScreenEnvironment? = nil,
    route: String? = nil
  ) -> AppSession {
    let session = AppSession(
      app: self, target: target, scheduler: scheduler,
      environment: environment ?? ScreenEnvironment(services: services))
    self.session = session
    watchMainThread(terminal: nil, loop: session.loop, pings: false)
    session.start(route: route)
    return session
  }

  /// Opens `route` in the running session (as `--route` does at start); false, with the
  /// error in the status bar, when it cannot be opened or nothing runs.
  @discardableResult
  public func open(route: String) -> Bool {
    session?.open(route) ?? false
  }

  /// Runs the app full-screen on the terminal until the user quits; returns the exit status.
  /// Call on the main thread: the main run loop turns until the app quits. Then, with the
  /// terminal restored, it runs the plugins' `willTerminate()` and waits for the
  /// ``pendingWork`` (see ``finishPendingWork()``): the status is 1 instead of 0 when some
  /// of it failed, was dropped or did not finish.
  ///
  /// SIGTERM, SIGHUP and SIGINT end it the same way, and the status is then 128 plus the
  /// signal's number (143, 129, 130). If the main thread does not answer the signal within
  /// the watchdog's limit (a plugin's code holds it), every other plugin's
  /// `willTerminate()` runs from another thread and the pending work is waited for, within
  /// ``pendingWorkLimit`` seconds; then the terminal is restored, standard error names the
  /// plugin that held the main thread, and the process ends by the signal. If even that has
  /// not ended it ``pendingWorkLimit`` plus ``signalGrace`` seconds after the signal, the
  /// terminal is restored and the process ends by the signal (see `EndRequestSignals`).
  ///
  /// A terminal whose `TERM` is `dumb`, empty or unset cannot show the app: `run` throws
  /// ``AppError/dumbTerminal(term:)`` before it writes a byte or changes a mode.
  /// - Throws: ``AppError`` when there is no terminal, it is dumb, or not on the main
  ///   thread; `TerminalError` when the terminal cannot be started.
  public func run(route: String? = nil, options: TerminalOptions = .all) throws -> Int32 {
    guard Thread.isMainThread else { throw AppError.notOnMainThread }
    try Self.refuseDumbTerminal(environment: ProcessInfo.processInfo.environment)
    let terminal: Terminal
    do {
      terminal = try Terminal.standard()
    } catch {
      throw AppError.noTerminal(String(describing: error))
    }
    let target = TerminalRenderTarget(terminal: terminal)
    let scheduler = MainScheduler.asyncInstance
    let session = AppSession(
      app: self, target: target, scheduler: scheduler,
      environment: ScreenEnvironment(services: services))
    self.session = session
    let terminalSession = TerminalSession(loop: session.loop, terminal: terminal, options: options)
    let signals = watchEndSignals(session)
    defer { signals.cancel() }
    watchMainThread(terminal: terminal, loop: session.loop, pings: true)
    defer { stopWatchingMainThread() }
    let threadReports = reportThreadMistakesOnScreen()
    defer {
      // Printed once the terminal is back, where the user can read (and copy) them.
      for report in threadReports.stop() { App.writeError(report) }
    }
    defer { markMainThreadOwned(false) }
    let status = try terminalSession.run {
      session.start(route: route)
      self.markMainThreadOwned(true)
      // Drawn in ASCII (see `TerminalEncoding`); say why, and again at exit.
      if !terminal.encoding.isUTF8 {
        self.notifier.warning(terminal.encoding.advice, repeatsAtExit: true)
      }
    }
    finishPendingWork()
    return endingStatus(status)
  }

  /// Throws ``AppError/dumbTerminal(term:)`` when the `TERM` of `environment` names a
  /// terminal that cannot show a full-screen app (`dumb`, empty or unset).
  nonisolated static func refuseDumbTerminal(environment: [String: String]) throws {
    guard TerminalCapabilities(environment: environment).isDumb else { return }
    throw AppError.dumbTerminal(term: environment["TERM"])
  }
}
