import Trellis

/// A scrolling page of styled lines laid out for its width: ``content`` makes the lines
/// for a width, and is asked again when the width changes (a resize) or the content does.
///
/// The lines are made on the background scheduler (a long README takes a while to render)
/// and shown on the main one; until they come, the page keeps what it showed. A newer
/// request makes an older one's lines be dropped.
public final class DocumentView: View {
  /// The page (it takes the focus and scrolls).
  public let page = TextPageView()
  /// Makes the lines for a width in columns; called on the background scheduler.
  public var content: @Sendable (Int) -> [StyledLine] = { _ in [] } {
    didSet { rebuild() }
  }

  private let mainScheduler: SchedulerType
  private let backgroundScheduler: ImmediateSchedulerType
  private let building = SerialDisposable()
  private var laidOutWidth = -1

  /// An empty page, making its lines on `backgroundScheduler` and showing them on
  /// `mainScheduler`.
  public init(mainScheduler: SchedulerType, backgroundScheduler: ImmediateSchedulerType) {
    self.mainScheduler = mainScheduler
    self.backgroundScheduler = backgroundScheduler
    super.init()
    addSubview(page)
  }

  deinit {
    building.dispose()
  }

  /// Lays the page out; a new width makes the lines anew.
  public override func layoutSubviews() {
    super.layoutSubviews()
    if frame.width != laidOutWidth { rebuild() }
  }

  /// The lines shown now.
  public var lines: [StyledLine] {
    page.lines
  }

  private func rebuild() {
    guard frame.width > 0 else { return }
    let width = frame.width
    laidOutWidth = width
    let content = self.content
    building.disposable = Observable.deferred { @Sendable in .just(content(width)) }
      .subscribe(on: backgroundScheduler)
      .observe(on: mainScheduler)
      .subscribe(onNext: { [weak self] lines in
        self?.page.replaceLines(keepingScrollOffset: lines)
      })
  }
}
