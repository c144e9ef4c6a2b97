import Foundation
import TrellisRx
import TrellisUI

/// A screen that shows at once and fills in when its data arrives: a spinner with a
/// message while `load` runs (off the main thread, on the scheduler it subscribes on), then
/// the screen `build` makes from the value, or the reason it could not load.
///
/// Route factories whose screens need a database read or a file use it, so opening a
/// route never waits for I/O on the main thread:
///
/// ```swift
/// context.route("tasks/:id/edit", title: "Edit task") { match, environment in
///   let id = try match.int("id")
///   return DeferredScreen(
///     title: "Edit task", loading: "Loading the task…",
///     load: service.task(id: id, on: environment.backgroundScheduler),
///     environment: environment
///   ) { task in TaskEditScreen.make(mode: .edit(task), …) }
/// }
/// ```
///
/// The built screen is the real one: its intents reach the navigator through this screen,
/// results reach it, its title, key hints and ``shouldClose()`` are this screen's, it
/// appears and disappears with this screen, and it closes when this screen closes. Closing
/// before the value arrives disposes `load`. A failure is shown in the screen and, when
/// the plugin declared the notifier, in the status bar; Esc goes back as usual.
public final class DeferredScreen<Value>: Screen {
  /// The screen built from the loaded value; nil until then (or when it failed).
  public private(set) var content: Screen?
  /// The reason the screen could not be built, once it failed.
  public private(set) var failure: String?

  private let spinner: ActivityIndicator
  private let message = Label("", lineMode: .wrap, maximumLines: 0)
  private var isVisible = false
  private let notifier: AppNotifier?

  /// A screen titled `title` showing a spinner and `loading` until `load` succeeds, then
  /// the screen `build` makes; a failure of `load` or `build` shows its reason instead.
  public init(
    title: String, loading: String = "Loading…", load: Single<Value>,
    environment: ScreenEnvironment, build: @escaping @MainActor (Value) throws -> Screen
  ) {
    spinner = ActivityIndicator(text: loading, scheduler: environment.mainScheduler)
    notifier = environment.services.resolveIfPresent(.notifier)
    let container = View()
    super.init(title: title, view: container)
    container.addSubview(spinner)
    container.addSubview(message)
    spinner.startAnimating()
    load.observe(on: environment.mainScheduler)
      .subscribe(
        onSuccess: { [weak self] value in
          guard let self, !self.isClosed else { return }
          do {
            self.show(try build(value))
          } catch {
            self.fail(error)
          }
        },
        onFailure: { [weak self] error in self?.fail(error) }
      )
      .disposed(by: disposeBag)
  }

  /// Whether the value has not come yet (and nothing failed).
  public override var isLoading: Bool {
    content == nil && failure == nil && !isClosed
  }

  /// The built screen's hints (none while loading).
  public override var keyHints: [KeyHint] {
    get { content?.keyHints ?? [] }
    set {}
  }

  /// Asks the built screen; a screen still loading may close.
  public override func shouldClose() -> Single<Bool> {
    content?.shouldClose() ?? .just(true)
  }

  public override func willAppear() {
    isVisible = true
    content?.willAppear()
  }

  public override func didDisappear() {
    isVisible = false
    content?.didDisappear()
  }

  public override func didClose() {
    content?.close()
  }

  /// Puts `screen` in place of the spinner and forwards intents and results.
  private func show(_ screen: Screen) {
    spinner.stopAnimating()
    spinner.removeFromSuperview()
    message.removeFromSuperview()
    content = screen
    screen.route = route
    title = screen.title
    view.addSubview(screen.view)
    screen.intents.subscribe(onNext: { [weak self] in self?.navigate($0) })
      .disposed(by: disposeBag)
    results.subscribe(onNext: { [weak screen] in screen?.deliver($0) })
      .disposed(by: disposeBag)
    if isVisible { screen.willAppear() }
    view.setNeedsLayout()
    if let window = view.window, window.focusedView == nil,
      !window.overlays.contains(where: \.isModal)
    {
      window.focus(Window.firstFocusableView(in: screen.view))
    }
  }

  /// Shows why the screen could not be built.
  private func fail(_ error: Error) {
    guard !isClosed else { return }
    let reason = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    failure = reason
    spinner.stopAnimating()
    message.text = "Could not open \(title): \(reason)"
    notifier?.error(reason)
  }
}
