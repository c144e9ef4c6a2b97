import TerminalTestSupport
import Testing
import TrellisCore
import TrellisRxTest
import TrellisTerminal
import TrellisUI

@Suite @MainActor struct AppRunLoopTests {
  /// A loop on a 20x3 headless terminal in virtual time (one tick a millisecond).
  private func makeLoop() -> (AppRunLoop, CoreTestCounterView, HeadlessRenderTarget, TestScheduler)
  {
    let view = CoreTestCounterView()
    let window = Window(rootView: view, size: Size(width: 20, height: 3))
    window.focus(view)
    let target = HeadlessRenderTarget(size: TerminalSize(width: 20, height: 3))
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let loop = AppRunLoop(window: window, target: target, scheduler: scheduler)
    return (loop, view, target, scheduler)
  }

  @Test func startDrawsTheFirstFrame() {
    let (loop, _, target, _) = makeLoop()
    #expect(loop.frameCount == 0)
    loop.start()
    #expect(loop.frameCount == 1)
    #expect(target.terminal.lines == ["count: 0", "", ""])
    #expect(!loop.isFramePending)
  }

  @Test func aBurstOfEventsDrawsOneFrame() {
    let (loop, view, target, scheduler) = makeLoop()
    loop.start()
    scheduler.advanceTo(100)
    loop.deliver(Array(repeating: .key(.character("+")), count: 100))
    #expect(loop.isFramePending)
    #expect(loop.frameCount == 1)
    #expect(view.count == 100)
    scheduler.advanceTo(200)
    #expect(loop.frameCount == 2)
    #expect(target.terminal.frameCount == 2)
    #expect(view.drawCount == 2)
    #expect(target.terminal.lines[0] == "count: 100")
  }

  @Test func aFrameFallingDueInsideABatchWaitsForItsEnd() {
    let (loop, view, target, scheduler) = makeLoop()
    loop.start()
    scheduler.advanceTo(100)
    var between: [Int] = []
    loop.deliver(Array(repeating: .key(.character("+")), count: 100)) {
      scheduler.advanceTo(scheduler.clock)  // the due frame fires here, and waits
      between.append(loop.frameCount)
    }
    #expect(between == Array(repeating: 1, count: 100))
    #expect(view.count == 100)
    #expect(loop.isFramePending)
    scheduler.advanceTo(100)
    #expect(loop.frameCount == 2)
    #expect(target.terminal.lines[0] == "count: 100")
  }

  @Test func eventsOneByOneInTheSameTurnStillDrawOneFrame() {
    let (loop, _, target, scheduler) = makeLoop()
    loop.start()
    scheduler.advanceTo(100)
    for _ in 0..<50 { loop.deliver(.key(.character("+"))) }
    scheduler.advanceTo(101)
    #expect(loop.frameCount == 2)
    #expect(target.terminal.lines[0] == "count: 50")
  }

  @Test func framesAreCappedAtSixtyASecond() {
    let (loop, _, target, scheduler) = makeLoop()
    loop.start()  // a frame at 0
    loop.deliver(.key(.character("+")))
    scheduler.advanceTo(10)
    #expect(loop.frameCount == 1)  // the next one is due at 16.7 ms
    scheduler.advanceTo(16)
    #expect(loop.frameCount == 1)
    scheduler.advanceTo(17)
    #expect(loop.frameCount == 2)
    #expect(target.terminal.lines[0] == "count: 1")
    // Keys every millisecond for a second draw at most one frame per 1/60 s.
    for time in 18...1_017 {
      scheduler.advanceTo(time)
      loop.deliver(.key(.character("+")))
    }
    scheduler.advanceTo(1_100)
    let frames = loop.frameCount - 2
    #expect(frames >= 50 && frames <= 61)
    #expect(target.terminal.lines[0] == "count: 1001")
  }

  @Test func nothingChangedDrawsNothing() {
    let (loop, _, _, scheduler) = makeLoop()
    loop.start()
    loop.deliver(.key(.character("x")))  // not handled: nothing changes
    scheduler.advanceTo(1_000)
    #expect(loop.frameCount == 1)
    #expect(!loop.isFramePending)
  }

  @Test func resizeRedrawsEverything() {
    let (loop, _, target, scheduler) = makeLoop()
    loop.start()
    scheduler.advanceTo(100)
    target.resize(to: TerminalSize(width: 12, height: 2))
    loop.resize(to: TerminalSize(width: 12, height: 2))
    scheduler.advanceTo(200)
    #expect(loop.frameCount == 2)
    #expect(loop.window.size == Size(width: 12, height: 2))
    #expect(target.terminal.lines == ["count: 0", ""])
    #expect(target.terminal.lastFrameBytes.includes(Array("\u{1B}[2J".utf8)))
  }

  @Test func quitDrawsThePendingFrameThenNothingMore() {
    let (loop, view, target, scheduler) = makeLoop()
    var statuses: [Int32] = []
    loop.onQuit = { statuses.append($0) }
    loop.start()
    loop.deliver(.key(.character("+")))
    loop.quit(status: 3)
    loop.quit(status: 4)
    loop.deliver(.key(.character("+")))
    scheduler.advanceTo(1_000)
    #expect(statuses == [3])
    #expect(loop.exitStatus == 3)
    #expect(!loop.isRunning)
    #expect(loop.frameCount == 2)
    #expect(target.terminal.lines[0] == "count: 1")
    #expect(view.count == 1)
  }

  @Test func aQuitInsideABatchDropsTheRest() {
    let (loop, view, _, _) = makeLoop()
    loop.eventFilter = { event in
      if event == .key(.character("q")) {
        loop.quit()
        return true
      }
      return false
    }
    loop.start()
    loop.deliver([.key(.character("+")), .key(.character("q")), .key(.character("+"))])
    #expect(view.count == 1)
    #expect(loop.exitStatus == 0)
  }

  @Test func theFilterSeesEventsFirst() {
    let (loop, view, _, _) = makeLoop()
    var seen: [InputEvent] = []
    loop.eventFilter = { event in
      seen.append(event)
      return event == .key(.character("-"))
    }
    loop.start()
    loop.deliver([.key(.character("+")), .key(.character("-"))])
    #expect(seen.count == 2)
    #expect(view.count == 1)
  }

  @Test func aFailedWriteEndsTheLoopWithStatusOne() {
    let view = CoreTestCounterView()
    let window = Window(rootView: view, size: Size(width: 10, height: 2))
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let loop = AppRunLoop(window: window, target: CoreTestFailingTarget(), scheduler: scheduler)
    loop.start()
    #expect(loop.exitStatus == 1)
    #expect(loop.renderError is CoreTestFailingTarget.Gone)
  }

  @Test func aLastFrameThatCannotBeWrittenWhileQuittingEndsWithStatusOne() {
    let view = CoreTestCounterView()
    let window = Window(rootView: view, size: Size(width: 20, height: 3))
    window.focus(view)
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let target = CoreTestFlakyTarget(working: 1)
    let loop = AppRunLoop(window: window, target: target, scheduler: scheduler)
    loop.start()
    #expect(target.presented == 1)
    loop.deliver(.key(.character("+")))  // a frame is now pending
    loop.quit(status: 0)
    #expect(loop.exitStatus == 1)
    #expect(loop.renderError is CoreTestFlakyTarget.Gone)
  }

  @Test func aNeverFrameIntervalDoesNotOverflowTheTimer() {
    let view = CoreTestCounterView()
    let window = Window(rootView: view, size: Size(width: 20, height: 3))
    window.focus(view)
    let target = HeadlessRenderTarget(size: TerminalSize(width: 20, height: 3))
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let loop = AppRunLoop(
      window: window, target: target, scheduler: scheduler, frameInterval: .never)
    loop.start()
    loop.deliver(.key(.character("+")))
    scheduler.advanceTo(3_600_001)
    #expect(target.terminal.frameCount == 2)
  }

  @Test func willRenderRunsBeforeEachFrame() {
    let (loop, _, target, scheduler) = makeLoop()
    var calls = 0
    loop.willRender = { calls += 1 }
    loop.start()
    loop.deliver(.key(.character("+")))
    scheduler.advanceTo(100)
    #expect(calls == 2)
    #expect(target.terminal.frameCount == 2)
  }
}
