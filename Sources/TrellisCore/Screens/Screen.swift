import Synchronization
import TrellisRx
import TrellisUI

/// A screen: a view, the view model behind it, and the bindings between them, owned by a
/// ``disposeBag`` that goes away when the navigator closes the screen.
///
/// A screen talks to the navigator only through intents: its view model's navigation
/// output is bound to ``navigation`` (or the screen calls ``navigate(_:)``), and the
/// navigator performs them. Results of screens it pushed or presented come back on
/// ``results``, so a view model can take them as an input.
///
/// ```swift
/// context.route("counters", title: "Counters") { match, environment in
///   let view = CounterView()
///   return Screen(
///     title: "Counters", view: view, viewModel: CounterViewModel(),
///     input: { _ in .init(increment: view.plus.rx.tap.asObservable(), …) },
///     bind: { output, screen in
///       output.count.drive(view.label.rx.text).disposed(by: screen.disposeBag)
///       output.navigation.bind(to: screen.navigation).disposed(by: screen.disposeBag)
///     })
/// }
/// ```
///
/// Subclass it for screens that are easier to write as a class; override ``keyHints``,
/// ``willAppear()``, ``didDisappear()`` and ``didClose()`` as needed.
@MainActor
open class Screen {
  /// The screen's view; the shell lays it out in the content area.
  public let view: View
  /// The title, shown in the tab's breadcrumbs and the status bar.
  public var title: String
  /// The key bindings the screen offers, for the status bar and the help overlay.
  open var keyHints: [KeyHint]
  /// Holds the screen's bindings; emptied (disposing them) when the screen closes.
  public private(set) var disposeBag = DisposeBag()
  /// The view model, kept alive as long as the screen; nil for screens without one.
  public private(set) var viewModel: Any?
  /// The route the screen was opened with; set by the navigator.
  public internal(set) var route: Route?
  /// The id of the plugin whose route made the screen; set by the navigator.
  public internal(set) var pluginID: String?

  private let closed = Atomic<Bool>(false)
  /// The thread the screen belongs to (checked in debug builds: see `ThreadConfinement`).
  private let confinement = ThreadConfinement(Screen.self)
  private let intentSubject = PublishSubject<NavigationIntent>()
  /// Intents sent before the navigator listened (while the screen was being built); they
  /// are delivered, in order, when it does. Main thread only, like the rest of a screen.
  private var earlyIntents: [NavigationIntent] = []
  private var isHeard = false
  private let resultSubject = PublishSubject<ScreenResult>()

  /// A screen showing `view`.
  public init(title: String, view: View, keyHints: [KeyHint] = []) {
    self.title = title
    self.view = view
    self.keyHints = keyHints
  }

  /// A screen pairing `view` with `viewModel`: builds the view model's input with `input`
  /// (given the screen, for ``results`` and the like), transforms it, and lets `bind` bind
  /// the output to the view and to ``navigation``, disposed by ``disposeBag``.
  public convenience init<ViewModel: ViewModelType>(
    title: String, view: View, viewModel: ViewModel, keyHints: [KeyHint] = [],
    input: (Screen) -> ViewModel.Input,
    bind: (ViewModel.Output, Screen) -> Void
  ) {
    self.init(title: title, view: view, keyHints: keyHints)
    self.viewModel = viewModel
    let output = viewModel.transform(input(self))
    bind(output, self)
  }

  /// Whether the navigator has closed the screen.
  public var isClosed: Bool {
    closed.load(ordering: .acquiring)
  }

  /// The intents the screen sends; the navigator subscribes while the screen is open.
  /// Intents sent before the first subscription (while the screen's factory builds it, or
  /// from a view model's first output) come first, in order, instead of being lost.
  /// Completes when the screen closes.
  public var intents: Observable<NavigationIntent> {
    Observable.deferred { [weak self] in
      guard let self else { return .empty() }
      let early = earlyIntents
      earlyIntents = []
      isHeard = true
      return Observable.from(early).concat(intentSubject)
    }
  }

  /// An observer to bind a view model's navigation output to; errors and completion are
  /// ignored (a finished output does not close the screen).
  public var navigation: AnyObserver<NavigationIntent> {
    AnyObserver { [weak self] event in
      if case .next(let intent) = event { self?.navigate(intent) }
    }
  }

  /// Sends `intent` to the navigator; ignored once the screen is closed.
  public func navigate(_ intent: NavigationIntent) {
    confinement.check()
    guard !isClosed else { return }
    guard isHeard else { return earlyIntents.append(intent) }
    intentSubject.onNext(intent)
  }

  /// Closes the screen, handing `result` to the screen that opened it (and to the `Maybe`
  /// that `push` or `present` returned). Same as `navigate(.dismiss(result: result))`.
  public func finish(with result: Any?) {
    navigate(.dismiss(result: result))
  }

  /// Results of the screens this one pushed or presented, as they close with a value.
  /// Completes when the screen closes.
  public var results: Observable<ScreenResult> {
    resultSubject.asObservable()
  }

  /// The result values of the screens opened on routes starting with `routePrefix` (every
  /// route when nil), typed at the call site: a result of another type from one of those
  /// routes is a mistake, and ends the sequence with
  /// ``NavigationError/unexpectedResult(route:expected:actual:)`` instead of being skipped.
  /// Results from other routes are not this call's, and are left out.
  ///
  /// ```swift
  /// edited: screen.results(of: TaskItem.self, from: "tasks/")
  /// ```
  public func results<Value>(of type: Value.Type, from routePrefix: String? = nil)
    -> Observable<Value>
  {
    resultSubject
      .filter { result in routePrefix.map { result.route.description.hasPrefix($0) } ?? true }
      .map { result -> Value in
        guard let value = result.value as? Value else {
          throw NavigationError.unexpectedResult(
            route: result.route.description, expected: String(describing: Value.self),
            actual: String(describing: Swift.type(of: result.value)))
        }
        return value
      }
  }

  /// Set by a screen made with the convenience initializer to guard its closing; what
  /// ``shouldClose()`` asks unless a subclass overrides it. Nil: the screen may always close.
  public var closeGuard: (() -> Single<Bool>)?

  /// Asked before the navigator closes the screen for the user — back, pop, a tab switch
  /// that dismisses it, a deep link that replaces it, quitting — and before it hides it
  /// behind another tab: true lets it go, false keeps it (a screen with unsaved input asks
  /// the user first, with `Dialog.confirm`). Not asked when the screen finishes itself
  /// (``finish(with:)``) or when the app ends on a signal. Runs ``closeGuard``, else
  /// allows.
  open func shouldClose() -> Single<Bool> {
    closeGuard?() ?? .just(true)
  }

  /// Whether the screen is still waiting for what it shows (a ``DeferredScreen`` before its
  /// data came); headless runs wait for it before typing keys. False by default.
  open var isLoading: Bool { false }

  /// Called when the screen is about to become the visible one — the top modal, else the
  /// top of the selected tab's stack: when it is pushed or presented, when the screen or
  /// modal over it goes away, when its tab is selected. Called before the shell shows it.
  open func willAppear() {}

  /// Called when the screen stopped being the visible one: another was pushed or presented
  /// over it, another tab was selected, or it is being closed (then before ``didClose()``).
  /// Not called when the app ends (plugins get `Plugin.willTerminate()`).
  open func didDisappear() {}

  /// Called once, after the navigator closed the screen and disposed its bindings.
  open func didClose() {}

  /// Hands `result` to the screen, unless it is closed.
  func deliver(_ result: ScreenResult) {
    guard !isClosed else { return }
    resultSubject.onNext(result)
  }

  /// Closes the screen: disposes its bindings, completes ``intents`` and ``results``, and
  /// lets go of the view model. Runs once.
  func close() {
    guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    disposeBag = DisposeBag()
    viewModel = nil
    intentSubject.onCompleted()
    resultSubject.onCompleted()
    didClose()
  }
}
