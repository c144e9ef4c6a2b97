import Testing
import TrellisRx
import TrellisRxTest

@Suite struct IfEmptyTests {
  @Test func defaultIsEmittedWhenTheSourceIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250, Int.self)])
    let res = scheduler.start { xs.ifEmpty(default: 42) }
    #expect(res.events == [.next(250, 42), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func defaultIsNotEmittedWhenTheSourceHasElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.ifEmpty(default: 42) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(250)])
  }

  @Test func defaultIsNotEmittedOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let res = scheduler.start { xs.ifEmpty(default: 42) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func defaultDisposeMidStreamDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 1), .completed(350)])
    let res = scheduler.start(disposed: 250) { xs.ifEmpty(default: 42) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func switchesToTheOtherWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250, Int.self)])
    let other = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
    #expect(res.events == [.next(260, 7), .next(270, 8), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(250, 280)])
  }

  @Test func doesNotSwitchWhenTheSourceHasElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let other = scheduler.createColdObservable([.next(10, 7), .completed(30)])
    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(other.subscriptions == [])
  }

  @Test func errorsOfEitherAreEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let other = scheduler.createColdObservable([.next(10, 7), .completed(30)])
    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(other.subscriptions == [])

    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.completed(250, Int.self)])
    let failing = scheduler2.createColdObservable([.next(10, 7), .error(20, TestError.other)])
    let res2 = scheduler2.start { ys.ifEmpty(switchTo: failing.asObservable()) }
    #expect(res2.events == [.next(260, 7), .error(270, TestError.other)])
    #expect(failing.subscriptions == [Subscription(250, 270)])
  }

  @Test func disposeAfterSwitchingDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let other = scheduler.createColdObservable([.next(10, 7), .next(100, 8), .completed(200)])
    let res = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: other.asObservable()) }
    #expect(res.events == [.next(260, 7)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(250, 300)])
  }
}

@Suite struct IfEmptyAliasTests {
  @Test func defaultIfEmptyIsIfEmptyDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.defaultIfEmpty(7) }
    #expect(res.events == [.next(250, 7), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
}
