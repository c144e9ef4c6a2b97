import Testing
import TrellisRx
import TrellisRxTest

@Suite struct GenerateTests {
  @Test func loopsWhileTheConditionHolds() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(
      res.events == [
        .next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205),
      ])
  }

  @Test func conditionFalseAtOnceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 10, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(res.events == [.completed(201)])
  }

  @Test func conditionThrowing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0,
        condition: { value -> Bool in
          if value == 2 { throw TestError.boom }
          return true
        }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(res.events == [.next(201, 0), .next(202, 1), .error(203, TestError.boom)])
  }

  @Test func iterateThrowing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler,
        iterate: { _ -> Int in throw TestError.other })
    }
    #expect(res.events == [.next(201, 0), .error(202, TestError.other)])
  }

  @Test func disposeMidStreamStopsCallingTheClosures() {
    let scheduler = TestScheduler(initialClock: 0)
    var iterations = 0
    let res = scheduler.start(disposed: 203) {
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler,
        iterate: { value in
          iterations += 1
          return value + 1
        })
    }
    #expect(res.events == [.next(201, 0), .next(202, 1)])
    #expect(iterations == 1)
  }

  @Test func defaultSchedulerIsSynchronous() {
    var values: [Int] = []
    _ = Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
      .subscribe(onNext: { values.append($0) })
    #expect(values == [1, 3, 9, 27, 81])
  }
}
