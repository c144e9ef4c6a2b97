import TrellisRx
import TrellisTerminal
import TrellisUI

/// A running app: the navigator over the plugins' routes and tabs, the shell showing its
/// screens, and the run loop drawing them. ``App`` makes one when it starts.
///
/// The session binds the two sides: the navigator's state decides the shell's content (the
/// top of the selected tab's stack) and its modal overlays (each modal screen in a titled
/// box); the shell's tab selection, Esc/Backspace, palette and command keys drive the
/// navigator. Navigation errors go to the status bar and stay until the user moves on (a
/// route change caused by later input clears them).
@MainActor
public final class AppSession {
  /// The navigator.
  public let navigator: Navigator
  /// The shell: window, tab bar, status bar, palette, help.
  public let shell: AppShell
  /// The run loop drawing the shell.
  public let loop: AppRunLoop

  private let notifier: AppNotifier
  /// The marker set around each call into a plugin's code (the app's watchdog reads it).
  let activity: MainThreadActivity
  private let commands: [Command]
  private let routes: [RouteEntry]
  private let pluginNames: [String: String]
  private var modalFrames: [(screen: Screen, frame: ModalScreenFrame)] = []
  private var errorCount = 0
  private var errorCountAtInput = 0
  private let disposeBag = DisposeBag()

  /// A session for `app`, drawing into `target`, timing frames on `scheduler`, giving
  /// screens `environment`.
  init(app: App, target: RenderTarget, scheduler: SchedulerType, environment: ScreenEnvironment) {
    let tabs = app.tabs
    let registry = app.registry
    notifier = app.notifier
    commands = registry.commands
    routes = registry.routes
    pluginNames = Dictionary(
      app.report.entries.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    navigator = Navigator(router: registry.router, tabs: tabs, environment: environment)
    activity = app.watchdog.activity
    navigator.activity = activity
    let size = target.size
    shell = AppShell(
      tabs: tabs.map(\.title), size: Size(width: size.width, height: size.height),
      scheduler: scheduler)
    shell.status.log = app.messages
    loop = AppRunLoop(window: shell.window, target: target, scheduler: scheduler)
    app.clipboard.attach(target)
    let pendingWork = app.pendingWork
    loop.onQuit = { _ in pendingWork.beginEnding() }
    connect()
  }

  /// Shows the first screen (`route`, else the first tab), then the app notifier's
  /// messages kept until now (so that showing the first screen does not clear them), and
  /// draws the first frame.
  func start(route: String?) {
    notifier.detach()
    if let route, !navigator.open(route) {
      if navigator.visibleScreen == nil, !navigator.tabs.isEmpty { navigator.selectTab(0) }
    } else if route == nil {
      navigator.start()
    }
    notifier.attach(shell)
    loop.start()
  }

  /// Opens `route` (a deep link); false, with the error in the status bar, when it fails.
  @discardableResult
  public func open(_ route: String) -> Bool {
    navigator.open(route)
  }

  /// The route of the visible screen (empty while none is open).
  public var currentRoute: String {
    navigator.state.currentRoute
  }

  /// Whether the app is running (it has not quit).
  public var isRunning: Bool {
    loop.isRunning
  }

  /// Runs `command`: opens its route or runs its action (an error it throws goes to the
  /// status bar).
  public func perform(_ command: Command) {
    let marked = PluginActivity(pluginID: command.pluginID, kind: .command(title: command.title))
    activity.run(marked) { performNow(command) }
  }

  private func performNow(_ command: Command) {
    do {
      switch command.action {
      case .open(let route):
        open(route)
      case .run(let action):
        try action()
      case .openLink(let link):
        open(try link())
      }
    } catch {
      shell.status.error(error)
    }
  }

  // MARK: Wiring

  private func connect() {
    let navigator = self.navigator
    let shell = self.shell
    loop.willRender = { [weak shell] in shell?.updateStatusBar() }
    let activity = self.activity
    loop.drawing = { [weak navigator] draw in
      guard let plugin = navigator?.visibleScreen?.pluginID else { return draw() }
      activity.run(PluginActivity(pluginID: plugin, kind: .drawing), draw)
    }
    // The shell's keys that no view may keep come first; then each event goes to the
    // window marked as the shown screen's plugin's code.
    loop.eventFilter = { [weak self] event in
      guard let self else { return false }
      self.errorCountAtInput = self.errorCount
      if case .key(let key) = event, self.shell.handleKeyBeforeViews(key) { return true }
      guard let marked = self.activity(handling: event) else { return false }
      self.activity.run(marked) { _ = self.shell.window.dispatch(event) }
      return true
    }
    shell.onSelectTab = { [weak navigator] index in navigator?.selectTab(index) }
    shell.onBack = { [weak navigator] in navigator?.back() ?? false }
    shell.onQuit = { [weak loop, weak navigator] in
      // A second quit while a screen asks whether it may close quits anyway.
      guard let navigator, !navigator.isAskingToClose else { return loop?.quit(status: 0) ?? () }
      navigator.whenAllowedToClose(navigator.screensToAskBeforeQuitting) {
        loop?.quit(status: 0)
      }
    }
    shell.onOpenRoute = { [weak self] route in self?.open(route) }
    shell.onSuspend = { [weak loop] in loop?.onSuspend?() }
    shell.paletteEntries = { [weak self] in self?.paletteEntries() ?? [] }
    let router = navigator.router
    // A route with segments or a query, complete (a route's own entry offers a bare name,
    // and `tasks/` is a start the user is still typing).
    shell.isOpenableRoute = { text in
      guard text.contains(where: { $0 == "/" || $0 == "?" }), !text.hasSuffix("/"),
        let route = try? Route(text)
      else { return false }
      return router.canResolve(route)
    }
    shell.screenHints = { [weak navigator] in
      guard let navigator else { return [] }
      // A screen above its tab's root, or a modal, can go back: say so after its own keys.
      let canGoBack = !navigator.modals.isEmpty || navigator.stack.count > 1
      return (navigator.visibleScreen?.keyHints ?? [])
        + (canGoBack ? [KeyHint("esc", "back", importance: .low)] : [])
    }
    var bindings: [KeyEvent: () -> Void] = [:]
    var hints: [KeyHint] = []
    for command in commands {
      guard let event = command.keyEvent, let name = command.keyName else { continue }
      bindings[event] = { [weak self] in self?.perform(command) }
      hints.append(KeyHint(name, command.title))
    }
    shell.keyBindings = bindings
    shell.keyBindingHints = hints

    navigator.stateChanges
      .subscribe(onNext: { [weak self] state in self?.show(state) })
      .disposed(by: disposeBag)
    navigator.selectedTab
      .subscribe(onNext: { [weak shell] index in
        if let index { shell?.selectedTab = index }
      })
      .disposed(by: disposeBag)
    navigator.errors
      .subscribe(onNext: { [weak self] error in
        self?.errorCount += 1
        self?.shell.status.error(error)
      })
      .disposed(by: disposeBag)
    navigator.currentRoute.skip(1)
      .subscribe(onNext: { [weak self] _ in
        guard let self, self.errorCount == self.errorCountAtInput else { return }
        self.shell.status.clearError()
      })
      .disposed(by: disposeBag)
  }

  /// Shows the navigator's state: the stack's top as the content, the modals as overlays.
  private func show(_ state: NavigationState) {
    let modals = state.modals
    while let last = modalFrames.last, !modals.contains(where: { $0 === last.screen }) {
      modalFrames.removeLast()
      shell.window.dismiss(last.frame)
    }
    for screen in modals where !modalFrames.contains(where: { $0.screen === screen }) {
      let frame = ModalScreenFrame(content: screen.view, title: screen.title)
      modalFrames.append((screen, frame))
      shell.window.present(frame, placement: .centered, modal: true)
    }
    shell.show(state.stack.last?.view)
    shell.view.showBreadcrumbs(state.stack.map(\.title))
    activity.shownPlugin = (state.modals.last ?? state.stack.last)?.pluginID
  }

  /// What handling `event` is, as code of the shown screen's plugin; nil when no plugin's
  /// screen is shown.
  private func activity(handling event: InputEvent) -> PluginActivity? {
    guard shell.palette == nil, shell.help == nil,
      let plugin = navigator.visibleScreen?.pluginID
    else { return nil }
    switch event {
    case .key(let key):
      return PluginActivity(pluginID: plugin, kind: .keyHandler(key: key))
    case .mouse:
      return PluginActivity(pluginID: plugin, kind: .mouseHandler)
    case .paste:
      return PluginActivity(pluginID: plugin, kind: .pasteHandler)
    case .focus, .response:
      return nil
    }
  }

  /// The palette's entries: every route (a literal one opens, one with parameters fills
  /// its start), then every command.
  private func paletteEntries() -> [PaletteEntry] {
    var entries: [PaletteEntry] = []
    for route in routes {
      let pattern = route.pattern
      let action: PaletteEntry.Action
      if pattern.isLiteral {
        let text = pattern.description
        action = .run { [weak self] in self?.open(text) }
      } else {
        action = .fill(Self.literalPrefix(of: pattern))
      }
      entries.append(
        PaletteEntry(
          title: route.title, detail: pattern.description, kind: .route, action: action))
    }
    for command in commands {
      let plugin = pluginNames[command.pluginID] ?? command.pluginID
      let detail = command.keyName.map { "\(plugin) · \($0)" } ?? plugin
      entries.append(
        PaletteEntry(
          title: command.title, detail: detail, kind: .command,
          action: .run { [weak self] in self?.perform(command) }))
    }
    return entries
  }

  /// The literal segments before a pattern's first parameter, each followed by `/`.
  nonisolated static func literalPrefix(of pattern: RoutePattern) -> String {
    var prefix = ""
    for segment in pattern.segments {
      guard case .literal(let text) = segment else { break }
      prefix += text + "/"
    }
    return prefix
  }
}
