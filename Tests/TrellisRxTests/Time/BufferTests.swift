import Testing
import TrellisRx
import TrellisRxTest

@Suite struct BufferTests {
  private static let source: [Recorded<Event<Int>>] = [
    .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
    .next(370, 7), .next(420, 8), .next(470, 9),
  ]

  @Test func emitsWhenFullOrWhenTheTimeSpanEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    #expect(
      res.events == [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func errorDropsTheCurrentBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.error(600, TestError.boom)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    #expect(
      res.events == [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .error(600, TestError.boom),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func completionSendsThePartialBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
    }
    #expect(res.events == [.next(230, [1, 2]), .completed(230)])
  }

  @Test func disposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
    let res = scheduler.start(disposed: 370) {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    #expect(res.events == [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
    #expect(xs.subscriptions == [Subscription(200, 370)])
  }

  @Test func realSchedulerFillsByCount() throws {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let buffers = try Observable.range(start: 1, count: 7, scheduler: scheduler)
      .buffer(timeSpan: .seconds(1000), count: 3, scheduler: scheduler)
      .toBlocking(timeout: 5).toArray()
    #expect(buffers == [[1, 2, 3], [4, 5, 6], [7]])
  }
}
