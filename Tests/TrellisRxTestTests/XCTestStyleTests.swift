import TrellisRxTest
import XCTest

/// RxSwift's own operator tests are XCTest cases comparing recorded events with
/// `XCTAssertEqual`; the same shape works here.
final class XCTestStyleTests: XCTestCase {
  func testMapRecordsTheSameEventsAsRxTest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 4), .next(240, 6), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTraitEventListsCompareWithRxTestsOverloads() {
    XCTAssertEqual([SingleEvent.success(1)], [SingleEvent.success(1)])
    XCTAssertEqual(
      [SingleEvent<Int>.failure(RxError.noElements)], [.failure(RxError.noElements)])
    XCTAssertEqual([MaybeEvent.success(1), .completed], [.success(1), .completed])
    XCTAssertEqual([CompletableEvent.completed], [.completed])
    XCTAssertEqual([Event.next(1), .completed], [.next(1), .completed])
  }

  func testRecordedEventsOfOptionalsAndRecordedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1 as Int?), .next(220, nil)])
    let res = scheduler.start { xs.asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, nil)])
    let ys = scheduler.createHotObservable([.next(1_010, 3), .next(1_020, 4)])
    let observer = scheduler.createObserver(Int.self)
    _ = ys.subscribe(observer)
    scheduler.advanceTo(1_030)
    XCTAssertRecordedElements(observer.events, [3, 4])
  }
}
