import Trellis

/// A screen that is one scrolling page (a GitHub repository, a commit): the page, and `r`
/// to load it again.
public final class PageView: View {
  /// The page.
  public let document: DocumentView

  private let retryKeys = PublishSubject<Void>()

  /// An empty page, laid out on `backgroundScheduler`, shown on `mainScheduler`.
  public init(mainScheduler: SchedulerType, backgroundScheduler: ImmediateSchedulerType) {
    document = DocumentView(mainScheduler: mainScheduler, backgroundScheduler: backgroundScheduler)
    super.init()
    addSubview(document)
  }

  /// `r`: load again.
  public var retryRequests: Observable<Void> {
    retryKeys.asObservable()
  }

  /// `r`.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    guard event == .character("r") else { return false }
    retryKeys.onNext(())
    return true
  }

  /// The keys of the screen.
  public override var keyHints: [KeyHint] {
    [KeyHint("r", "reload")]  // The page adds its scrolling keys when it scrolls.
  }
}
