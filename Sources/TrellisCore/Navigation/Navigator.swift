import Foundation
import TrellisRx
import TrellisUI

/// The navigation coordinator: a stack of screens per tab, modals over the stack, results
/// handed back when a screen closes, deep links, and observables of where the user is.
///
/// - Stacks: ``push(_:)`` adds a screen to the selected tab's stack, ``pop()`` removes the
///   top one (never the root), ``popToRoot()`` goes back to the root. Each tab keeps its
///   stack while another is selected; a tab's root screen is made the first time it is
///   selected.
/// - Modals: ``present(_:)`` shows a screen over the stack, ``dismiss(result:)`` closes
///   the top one. Modals belong to no tab: selecting a tab or opening a deep link dismisses
///   them.
/// - Results: `push` and `present` return a `Maybe` that emits the screen's result when it
///   closes with one (``Screen/finish(with:)``) and completes empty when it closes without.
///   The screen that asked (through an intent) also gets the result on ``Screen/results``.
/// - Deep links: ``open(_:)`` selects the tab that owns the route and builds the stack from
///   the route's path prefixes (`tasks/3/edit` → `tasks`, `tasks/3` if registered,
///   `tasks/3/edit`).
/// - Back: ``back()`` dismisses the top modal, else pops; it never goes below the root.
/// - Guards: before back, pop, a tab switch or a deep link closes a screen, the screen is
///   asked (``Screen/shouldClose()``), and may keep itself open (an editor with unsaved
///   input asks the user). A screen that finishes itself is not asked.
/// - Appearing: when the visible screen changes (push, pop, tab switch, modal present or
///   dismiss, deep link), the new one gets ``Screen/willAppear()`` and the old one
///   ``Screen/didDisappear()`` (before it is closed, if it closes).
///
/// Screens ask for navigation with ``NavigationIntent``s; the navigator subscribes to each
/// screen's intents on the environment's main scheduler while the screen is open. A screen
/// that closes releases its view, view model and bindings. Errors (an unknown route, a bad
/// parameter, a factory that throws) go to ``errors``; navigation never traps.
///
/// Use the navigator from the main thread (the environment's main scheduler).
@MainActor
public final class Navigator {
  /// The routes screens are made from.
  public let router: Router
  /// The tabs, in tab-bar order.
  public let tabs: [PluginTab]
  /// What screen factories get.
  public let environment: ScreenEnvironment

  /// The tabs' root routes, parsed (nil for a tab whose route is not valid).
  let tabRoots: [Route?]
  /// One stack per tab (one stack when there are no tabs), root first.
  var stacks: [[NavigatorEntry]]
  /// The modals, bottom first.
  var modalEntries: [NavigatorEntry] = []
  /// The index of the selected stack.
  var selectedIndex = 0

  /// The thread the navigator belongs to (checked in debug builds: see
  /// `ThreadConfinement`).
  public let confinement: ThreadConfinement
  /// The open ``whenAllowedToClose(_:_:)`` question, while a screen asks the user.
  var closeQuestion: Disposable?

  private let stateRelay: BehaviorRelay<NavigationState>
  private let errorRelay = PublishRelay<NavigationError>()
  /// The last error reported, if any.
  public private(set) var lastError: NavigationError?
  /// The marker set around each screen factory (the app's, see ``MainThreadActivity``).
  var activity: MainThreadActivity?

  /// A navigator over `router`'s routes with `tabs`; screens get `environment`. Nothing is
  /// on screen until ``start(at:)``, ``selectTab(_:)``, ``open(_:)`` or ``push(_:)``.
  public init(router: Router, tabs: [PluginTab], environment: ScreenEnvironment) {
    confinement = ThreadConfinement(Navigator.self)
    self.router = router
    self.tabs = tabs
    self.environment = environment
    self.tabRoots = tabs.map { try? Route($0.route) }
    self.stacks = Array(repeating: [], count: Swift.max(1, tabs.count))
    self.stateRelay = BehaviorRelay(
      value: NavigationState(selectedTabIndex: tabs.isEmpty ? nil : 0, stack: [], modals: []))
  }

  /// Closes every screen still open, so their bindings go with the navigator (on the main
  /// actor, where the screens live, whichever thread let the navigator go).
  isolated deinit {
    for entry in modalEntries.reversed() { entry.close(result: nil) }
    for stack in stacks {
      for entry in stack.reversed() { entry.close(result: nil) }
    }
  }

  // MARK: State

  /// The current state: selected tab, stack and modals.
  public var state: NavigationState {
    stateRelay.value
  }

  /// The state now and at every change.
  public var stateChanges: Observable<NavigationState> {
    stateRelay.asObservable()
  }

  /// The visible screen's route now and whenever it changes (the empty string while no
  /// screen is open).
  public var currentRoute: Observable<String> {
    stateRelay.map(\.currentRoute).distinctUntilChanged()
  }

  /// The routes of the selected tab's stack and the modals over it, bottom first, now and
  /// whenever they change: the way ``back()`` would go.
  public var history: Observable<[String]> {
    stateRelay.map(\.routes).distinctUntilChanged()
  }

  /// The selected tab's index now and whenever it changes (nil when there are no tabs).
  public var selectedTab: Observable<Int?> {
    stateRelay.map(\.selectedTabIndex).distinctUntilChanged()
  }

  /// Navigation errors as they happen, for the status bar.
  public var errors: Observable<NavigationError> {
    errorRelay.asObservable()
  }

  /// The screen on top: the top modal, else the top of the selected tab's stack.
  public var visibleScreen: Screen? {
    state.visibleScreen
  }

  /// The selected tab's index, or nil when there are no tabs.
  public var selectedTabIndex: Int? {
    tabs.isEmpty ? nil : selectedIndex
  }

  /// The selected tab's stack, root first.
  public var stack: [Screen] {
    stacks[selectedIndex].map(\.screen)
  }

  /// The modals, bottom first.
  public var modals: [Screen] {
    modalEntries.map(\.screen)
  }

  // MARK: Starting and tabs

  /// Shows the first screen: opens `route` when given, else selects the first tab.
  /// Returns whether it worked; errors go to ``errors``.
  @discardableResult
  public func start(at route: String? = nil) -> Bool {
    if let route { return open(route) }
    return tabs.isEmpty ? true : selectTab(0)
  }

  /// Selects the tab at `index`, dismissing any modals (once they agree to close: see
  /// ``Screen/shouldClose()``); makes its root screen the first time. Returns false (and
  /// reports) when there is no such tab or its root fails, and false when a modal refused
  /// or is asking the user (the tab is selected when they agree).
  @discardableResult
  public func selectTab(_ index: Int) -> Bool {
    confinement.check()
    guard tabs.indices.contains(index) else {
      report(.noSuchTab(index: index, count: tabs.count))
      return false
    }
    var succeeded = false
    let ran = whenAllowedToClose(modalEntries.reversed().map(\.screen)) { [weak self] in
      succeeded = self?.selectTabNow(index) ?? false
    }
    return ran && succeeded
  }

  /// Selects the tab without asking the modals.
  private func selectTabNow(_ index: Int) -> Bool {
    let dismissed = takeModals()
    selectedIndex = index
    var succeeded = true
    if stacks[index].isEmpty {
      succeeded = buildRoot(of: index)
    }
    publish()
    closeAll(dismissed)
    return succeeded
  }

  /// Performs `intent` as if the visible screen had sent it.
  public func perform(_ intent: NavigationIntent) {
    perform(intent, from: nil)
  }

  // MARK: Internals shared by the extensions

  /// Performs `intent` sent by `screen` (nil: by the app).
  func perform(_ intent: NavigationIntent, from screen: Screen?) {
    confinement.check()
    switch intent {
    case .push(let route): _ = push(route, requester: screen)
    case .present(let route): _ = present(route, requester: screen)
    case .open(let route): open(route)
    case .pop: pop()
    case .popToRoot: popToRoot()
    case .dismiss(let result):
      if let screen { close(screen, result: result) } else { dismiss(result: result) }
    case .back: back()
    case .selectTab(let index): selectTab(index)
    }
  }

  /// Makes the root screen of tab `index` from its route; false (reported) on failure.
  func buildRoot(of index: Int) -> Bool {
    guard let root = tabRoots[index] else {
      if case .failure(let error) = parse(tabs[index].route) { report(error) }
      return false
    }
    switch makeEntry(root, requester: nil) {
    case .success(let entry):
      stacks[index] = [entry]
      return true
    case .failure(let error):
      report(error)
      return false
    }
  }

  /// Resolves `route` and makes its screen, subscribed to its intents.
  func makeEntry(_ route: Route, requester: Screen?) -> Result<NavigatorEntry, NavigationError> {
    let screen: Screen
    do {
      let (entry, match) = try router.resolve(route)
      let marked = PluginActivity(
        pluginID: entry.pluginID, kind: .makingScreen(route: route.written))
      if let activity {
        screen = try activity.run(marked) { try entry.makeScreen(match, environment) }
      } else {
        screen = try entry.makeScreen(match, environment)
      }
      screen.pluginID = entry.pluginID
    } catch let error as RouteError {
      return .failure(.route(error))
    } catch {
      return .failure(.screenFailed(route: route.written, reason: Self.describe(error)))
    }
    screen.route = route
    let entry = NavigatorEntry(screen: screen, route: route, requester: requester)
    entry.intents.setDisposable(
      screen.intents
        .observe(on: environment.mainScheduler)
        .subscribe(onNext: { [weak self, weak screen] intent in
          guard let self, let screen, !screen.isClosed else { return }
          self.perform(intent, from: screen)
        }))
    return .success(entry)
  }

  /// Parses `string` into a route, reporting a failure.
  func parse(_ string: String) -> Result<Route, NavigationError> {
    do {
      return .success(try Route(string))
    } catch let error as RouteError {
      return .failure(.route(error))
    } catch {
      return .failure(.route(.malformed(route: string, reason: Self.describe(error))))
    }
  }

  /// Removes and returns the modals (to close after publishing).
  func takeModals() -> [NavigatorEntry] {
    let taken = modalEntries
    modalEntries = []
    return taken
  }

  /// Closes `entries`, top first, without results.
  func closeAll(_ entries: [NavigatorEntry]) {
    for entry in entries.reversed() { entry.close(result: nil) }
  }

  /// Publishes the current state. When the visible screen changes, the new one gets
  /// `willAppear()` before the state is published, the old one `didDisappear()` after.
  func publish() {
    let previous = stateRelay.value.visibleScreen
    let next = NavigationState(
      selectedTabIndex: selectedTabIndex, stack: stacks[selectedIndex].map(\.screen),
      modals: modalEntries.map(\.screen))
    let visible = next.visibleScreen
    let changed = visible !== previous
    if changed { visible?.willAppear() }
    stateRelay.accept(next)
    if changed { previous?.didDisappear() }
  }

  /// Reports `error` on ``errors``.
  func report(_ error: NavigationError) {
    lastError = error
    errorRelay.accept(error)
  }

  private static func describe(_ error: Error) -> String {
    if let localized = error as? LocalizedError, let text = localized.errorDescription {
      return text
    }
    return String(describing: error)
  }
}
