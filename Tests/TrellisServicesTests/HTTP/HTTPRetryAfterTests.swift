import Foundation
import Testing
import TrellisServices

@Suite struct HTTPRetryAfterTests {
  private let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

  @Test func readsSeconds() {
    #expect(HTTPRetryAfter.delay("120", now: now) == 120)
    #expect(HTTPRetryAfter.delay(" 0 ", now: now) == 0)
    #expect(HTTPRetryAfter.delay("-5", now: now) == nil)
  }

  @Test func readsTheThreeHTTPDateForms() {
    #expect(HTTPRetryAfter.delay("Sun, 06 Nov 1994 08:50:37 GMT", now: now) == 60)
    #expect(HTTPRetryAfter.delay("Sunday, 06-Nov-94 08:51:37 GMT", now: now) == 120)
    #expect(HTTPRetryAfter.delay("Sun Nov  6 08:52:37 1994", now: now) == 180)
  }

  @Test func aPastDateMeansNowAndGarbageMeansNothing() {
    #expect(HTTPRetryAfter.delay("Sun, 06 Nov 1994 08:00:00 GMT", now: now) == 0)
    #expect(HTTPRetryAfter.delay("soon", now: now) == nil)
    #expect(HTTPRetryAfter.delay("", now: now) == nil)
  }

  @Test func writesIMFFixdates() {
    #expect(HTTPRetryAfter.httpDate(now) == "Sun, 06 Nov 1994 08:49:37 GMT")
  }
}
