import Testing
import TrellisRxTest

@testable import TrellisRx

@Suite struct EnumeratedTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func pairsElementsWithTheirIndex() {
    let xs = scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240),
    ])
    let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
    #expect(
      res.events == [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func errorsWithTheSource() {
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom)])
    let res = scheduler.start { xs.enumerated().map { $0.index } }
    #expect(res.events == [.next(210, 0), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposeMidStream() {
    let xs = scheduler.createHotObservable([.next(210, 5), .next(230, 6), .completed(240)])
    let res = scheduler.start(disposed: 220) { xs.enumerated().map { $0.index * 100 + $0.element } }
    #expect(res.events == [.next(210, 5)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func indexOverflowIsAnError() {
    var events: [Event<Int>] = []
    let sink = EnumeratedSink<String>(
      observer: AnyObserver { event in events.append(event.map { $0.index }) })
    sink.nextIndex = Int.max - 1
    sink.on(.next("a"))
    sink.on(.next("b"))
    sink.on(.next("c"))
    #expect(events.count == 2)
    #expect(events.first == .next(Int.max - 1))
    #expect(events.last?.error is RxError)
    #expect(sink.isDisposed)
  }
}
