import Testing
import TrellisRx
import TrellisRxTest

@Suite struct RangeTests {
  @Test func emitsConsecutiveValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: -2, count: 3, scheduler: scheduler) }
    #expect(res.events == [.next(201, -2), .next(202, -1), .next(203, 0), .completed(204)])
  }

  @Test func boundaryValueFits() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
    #expect(res.events == [.next(201, Int.max), .completed(202)])
  }

  @Test func zeroCountCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }
    #expect(res.events == [.completed(201)])
  }

  @Test func disposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 204) {
      Observable.range(start: -10, count: 5, scheduler: scheduler)
    }
    #expect(res.events == [.next(201, -10), .next(202, -9), .next(203, -8)])
  }

  @Test func defaultSchedulerWithOtherIntegerTypes() {
    var bytes: [UInt8] = []
    _ = Observable<UInt8>.range(start: 250, count: 6).subscribe(onNext: { bytes.append($0) })
    #expect(bytes == [250, 251, 252, 253, 254, 255])
    var total = 0
    _ = Observable.range(start: 1, count: 100_000).subscribe(onNext: { total += $0 })
    #expect(total == 5_000_050_000)
  }
}
