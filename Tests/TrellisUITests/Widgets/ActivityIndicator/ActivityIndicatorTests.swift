import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct ActivityIndicatorTests {
  /// A spinner inside a container (so the container can hide it) in a 12×1 window, on a
  /// virtual clock in milliseconds.
  private func makeScreen(
    text: String = "Loading", frames: [String] = ActivityIndicator.Frames.braille
  )
    -> (Window, PaddingView, ActivityIndicator, TestScheduler)
  {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let spinner = ActivityIndicator(frames: frames, text: text, scheduler: scheduler)
    let container = PaddingView(spinner, insets: .zero)
    return (
      Window(rootView: container, size: Size(width: 12, height: 1)), container, spinner, scheduler
    )
  }

  @Test func hiddenWhileStoppedAndTurningWhileAnimating() {
    let (window, _, spinner, scheduler) = makeScreen()
    #expect(window.render().lines == [""])
    scheduler.advanceTo(500)
    #expect(spinner.frameIndex == 0)
    spinner.startAnimating()
    #expect(window.render().lines == ["⠋ Loading"])
    #expect(spinner.isTicking)
    scheduler.advanceTo(579)
    #expect(window.render().lines == ["⠋ Loading"])
    scheduler.advanceTo(580)
    #expect(window.render().lines == ["⠙ Loading"])
    scheduler.advanceTo(660)
    #expect(window.render().lines == ["⠹ Loading"])
    spinner.stopAnimating()
    #expect(!spinner.isTicking)
    #expect(window.render().lines == [""])
    scheduler.advanceTo(2000)
    #expect(spinner.frameIndex == 2)
  }

  @Test func theTimerStopsOffScreenAndRestartsWhenDrawnAgain() {
    let (window, container, spinner, scheduler) = makeScreen()
    spinner.startAnimating()
    _ = window.render()
    scheduler.advanceTo(80)
    #expect(spinner.frameIndex == 1)
    container.isHidden = true
    scheduler.advanceTo(160)
    #expect(spinner.frameIndex == 1)
    #expect(!spinner.isTicking)
    scheduler.advanceTo(1000)
    #expect(spinner.frameIndex == 1)
    container.isHidden = false
    #expect(window.render().lines == ["⠙ Loading"])
    #expect(spinner.isTicking)
    scheduler.advanceTo(1080)
    #expect(spinner.frameIndex == 2)
  }

  @Test func aSpinnerNeverDrawnRunsNoTimer() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let spinner = ActivityIndicator(scheduler: scheduler)
    spinner.startAnimating()
    scheduler.advanceTo(1000)
    #expect(!spinner.isTicking)
    #expect(spinner.frameIndex == 0)
  }

  @Test func asciiFramesAndStayingVisibleWhenStopped() {
    let (window, _, spinner, scheduler) = makeScreen(
      text: "", frames: ActivityIndicator.Frames.ascii)
    spinner.hidesWhenStopped = false
    #expect(window.render().lines == ["|"])
    spinner.startAnimating()
    _ = window.render()
    scheduler.advanceTo(80 * 5)
    #expect(window.render().lines == ["/"])
    spinner.stopAnimating()
    #expect(window.render().lines == ["/"])
    #expect(spinner.sizeThatFits(Size(width: 10, height: 1)) == Size(width: 1, height: 1))
  }

  @Test func theTextIsCutAndHostileTextShowsAsPlaceholders() {
    let (window, _, spinner, _) = makeScreen(text: "Loading everything")
    spinner.startAnimating()
    #expect(window.render().lines == ["⠋ Loading e…"])
    spinner.text = U1Hostile.text
    spinner.frames = ["\u{1B}"]
    #expect(window.render().lines == ["␛ \(U1Hostile.shown)"])
  }

  @Test @MainActor func rxIsAnimatingStartsAndStops() {
    let (window, _, spinner, _) = makeScreen()
    let animating = BehaviorSubject(value: true)
    let subscription = animating.bind(to: spinner.rx.isAnimating)
    #expect(spinner.isAnimating)
    #expect(window.render().lines == ["⠋ Loading"])
    animating.onNext(false)
    #expect(!spinner.isAnimating)
    #expect(window.render().lines == [""])
    subscription.dispose()
    animating.onNext(true)
    #expect(!spinner.isAnimating)
  }
}
