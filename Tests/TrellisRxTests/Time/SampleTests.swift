import Dispatch
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SampleTests {
  private static let source: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
  ]
  private static let ticks: [Recorded<Event<String>>] = [
    .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
  ]

  @Test func emitsTheLatestNewElementOnEachTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
    let ys = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    let res = scheduler.start { xs.sample(ys) }
    #expect(res.events == [.next(250, 3), .next(320, 6), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(ys.subscriptions == [Subscription(200, 500)])
  }

  @Test func defaultValueFillsEmptyTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
    let ys = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
    #expect(
      res.events == [
        .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0),
        .completed(500),
      ])
  }

  @Test func samplerCompletionIsATick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.next(360, 7), .completed(400)])
    let ys = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    let res = scheduler.start { xs.sample(ys) }
    #expect(res.events == [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
  }

  @Test func completesOnTheFirstTickAfterTheSourceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
    ])
    let ys = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    let res = scheduler.start { xs.sample(ys) }
    #expect(res.events == [.next(250, 3), .next(320, 4), .completed(320)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func sourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.error(320, TestError.boom)])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
      .next(300, "baz"), .completed(400),
    ])
    let res = scheduler.start { xs.sample(ys) }
    #expect(res.events == [.next(250, 3), .next(300, 5), .error(320, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 320)])
    #expect(ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func samplerError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
      .error(320, TestError.other),
    ])
    let res = scheduler.start { xs.sample(ys) }
    #expect(res.events == [.next(250, 3), .error(320, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 320)])
    #expect(ys.subscriptions == [Subscription(200, 320)])
  }

  @Test func disposeMidStreamDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
    let ys = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    let res = scheduler.start(disposed: 300) { xs.sample(ys) }
    #expect(res.events == [.next(250, 3)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test(.notUnderThreadSanitizer) func sourceAndSamplerOnDifferentThreads() {
    let source = PublishSubject<Int>()
    let sampler = PublishSubject<Void>()
    let received = Guarded<[Int]>([])
    let completed = DispatchSemaphore(value: 0)
    let subscription = source.sample(sampler).subscribe(
      onNext: { value in received.withLock { $0.append(value) } },
      onCompleted: { completed.signal() })
    DispatchQueue.concurrentPerform(iterations: 2) { lane in
      for value in 0..<5_000 {
        if lane == 0 { source.onNext(value) } else { sampler.onNext(()) }
      }
      if lane == 0 { source.onCompleted() }
    }
    sampler.onNext(())
    #expect(completed.wait(timeout: .now() + 5) == .success)
    subscription.dispose()
    let values = received.current
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    #expect(values.count <= 5_001)
    #expect(values.last == 4_999)
  }
}
