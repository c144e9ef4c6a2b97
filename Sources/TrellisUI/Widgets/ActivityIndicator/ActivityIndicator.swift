import Dispatch
import TrellisRx
import TrellisTerminal

/// A spinner: a glyph that cycles through frames while something is under way, with an
/// optional text after it (`⠹ Loading…`).
///
/// While `isAnimating`, it advances one frame every `interval` on its scheduler (the main
/// scheduler by default; inject a `TestScheduler` for virtual time). The timer runs only
/// while the spinner animates and is on screen: it starts when the spinner is drawn
/// animating and stops at the first tick that finds it off screen (hidden, or out of a
/// window), to start again when it is next drawn. With `hidesWhenStopped` (the default),
/// stopping hides the view and starting shows it, as `UIActivityIndicatorView` does.
///
/// It turns with frames the terminal shows: where a frame holds a character the window's
/// terminal does not (its `graphics.glyphs`: braille on the Linux console, anything but
/// ASCII where the locale is not UTF-8), it draws ``Frames/ascii`` instead.
public final class ActivityIndicator: View {
  /// The spinner frames.
  public enum Frames {
    /// The ten-frame braille spinner: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`.
    public static let braille = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// A four-frame ASCII spinner for any terminal: `|/-\`.
    public static let ascii = ["|", "/", "-", "\\"]
  }

  /// Whether the spinner is turning.
  public var isAnimating = false {
    didSet {
      guard isAnimating != oldValue else { return }
      if hidesWhenStopped { isHidden = !isAnimating }
      if !isAnimating { stopTimer() }
      setNeedsDisplay()
    }
  }
  /// Whether the view hides itself while stopped.
  public var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }
  /// The frames shown in turn (each sanitized when drawn), where the terminal shows them
  /// (else ``Frames/ascii``); empty shows nothing.
  public var frames: [String] {
    didSet { setNeedsLayout() }
  }
  /// The text after the spinner (sanitized when drawn), like `Loading…`.
  public var text: String {
    didSet { if text != oldValue { setNeedsLayout() } }
  }
  /// How the spinner glyph looks.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the text looks.
  public var textStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// The frame shown now.
  public private(set) var frameIndex = 0

  private let interval: RxTimeInterval
  /// Where the spinner turns: the window's thread (the main scheduler in an app; a
  /// `TestScheduler` in virtual-time tests). Work that ends the spinning is delivered
  /// there too. Changing it restarts a running timer.
  public var scheduler: SchedulerType {
    didSet {
      guard isTimerRunning else { return }
      stopTimer()
      setNeedsDisplay()
    }
  }
  private let timer = SerialDisposable()
  private var isTimerRunning = false

  /// A stopped spinner of `frames`, advancing every `interval` on `scheduler` once started.
  public init(
    frames: [String] = Frames.braille, text: String = "", style: Style = .plain,
    textStyle: Style = .plain, interval: RxTimeInterval = .milliseconds(80),
    scheduler: SchedulerType = MainScheduler.instance
  ) {
    self.frames = frames
    self.text = text
    self.style = style
    self.textStyle = textStyle
    self.interval = interval
    self.scheduler = scheduler
    super.init()
    isHidden = true
  }

  deinit {
    timer.dispose()
  }

  /// Starts the spinner.
  public func startAnimating() { isAnimating = true }
  /// Stops the spinner.
  public func stopAnimating() { isAnimating = false }

  /// Whether the timer is running (for tests and diagnostics).
  var isTicking: Bool { isTimerRunning }

  /// The frames drawn: ``frames``, or ``Frames/ascii`` when the window's terminal does not
  /// show one of them.
  public var shownFrames: [String] {
    let glyphs = window?.graphics.glyphs ?? .unicode
    return glyphs == .unicode || frames.allSatisfy(glyphs.shows) ? frames : Frames.ascii
  }

  /// The spinner glyph and the text, one row.
  public override func sizeThatFits(_ available: Size) -> Size {
    let glyph = shownFrames.map { DisplayWidth.of(TextSanitizer.sanitize($0)) }.max() ?? 0
    let clean = TextSanitizer.sanitize(text)
    let width = glyph + (clean.isEmpty ? 0 : 1 + DisplayWidth.of(clean))
    return Size(width: Swift.min(width, available.width), height: Swift.min(1, available.height))
  }

  /// Draws the current frame and the text; starts the timer if animating.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.min(1, frame.height))
    guard !row.isEmpty else { return }
    if isAnimating && !isTimerRunning { startTimer() }
    var column = frame.x
    let frames = shownFrames
    if !frames.isEmpty {
      let glyph = TextSanitizer.sanitize(frames[frameIndex % frames.count])
      column = buffer.write(glyph, column: column, row: frame.y, style: style, clip: row)
    }
    let clean = TextSanitizer.sanitize(text)
    if !clean.isEmpty {
      let room = frame.maxX - column - 1
      buffer.write(
        TextLayout.truncate(clean, toWidth: room), column: column + 1, row: frame.y,
        style: textStyle, clip: row)
    }
  }

  private func startTimer() {
    isTimerRunning = true
    let ticks = Observable<Int>.interval(interval, scheduler: scheduler)
    timer.disposable = ticks.subscribe(onNext: { [weak self] _ in self?.tick() })
  }

  private func stopTimer() {
    isTimerRunning = false
    timer.disposable = Disposables.create()
  }

  private func tick() {
    guard isAnimating, window != nil, isVisibleInTree else {
      stopTimer()
      return
    }
    let count = shownFrames.count
    frameIndex = count == 0 ? 0 : (frameIndex + 1) % count
    setNeedsDisplay()
  }
}
