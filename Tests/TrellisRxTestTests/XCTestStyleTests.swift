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
}
