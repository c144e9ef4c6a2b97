import Testing
import TrellisRx
import TrellisRxTest

@Suite struct PrimitiveSequenceTimeTests {
  @Test func delayShiftsTheResult() {
    let delayed = TraitsTestSupport.record { scheduler in
      Single.just(1).delay(.seconds(30), scheduler: scheduler).asObservable()
    }
    // As in RxSwift, the completion queued behind the element takes one more scheduler hop.
    #expect(delayed == [.next(230, 1), .completed(231)])
    let failing = TraitsTestSupport.record { scheduler in
      Single<Int>.error(TestError.boom).delay(.seconds(30), scheduler: scheduler).asObservable()
    }
    #expect(failing == [.error(200, TestError.boom)])
  }

  @Test func delaySubscriptionWaits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start {
      xs.asSingle().delaySubscription(.seconds(20), scheduler: scheduler).asObservable()
    }
    #expect(res.events == [.next(230, 1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(220, 230)])
  }

  @Test func timeoutFailsOrSwitches() {
    let timedOut = TraitsTestSupport.record { scheduler in
      Single<Int>.never().timeout(.seconds(50), scheduler: scheduler).asObservable()
    }
    #expect(timedOut == [.error(250, RxError.timeout)])
    let switched = TraitsTestSupport.record { scheduler in
      Maybe<Int>.never().timeout(.seconds(50), other: .just(8), scheduler: scheduler).asObservable()
    }
    #expect(switched == [.next(250, 8), .completed(250)])
    let inTime = TraitsTestSupport.record { scheduler in
      Single.just(1, scheduler: scheduler).timeout(.seconds(50), scheduler: scheduler)
        .asObservable()
    }
    #expect(inTime == [.next(201, 1), .completed(202)])
  }

  @Test func timerProducesZero() {
    let single = TraitsTestSupport.record { scheduler in
      Single<Int>.timer(.seconds(10), scheduler: scheduler).asObservable()
    }
    #expect(single == [.next(210, 0), .completed(210)])
    let maybe = TraitsTestSupport.record { scheduler in
      Maybe<Int>.timer(.seconds(10), scheduler: scheduler).asObservable()
    }
    #expect(maybe == [.next(210, 0), .completed(210)])
  }

  @Test func infallibleFromAndOf() {
    #expect(
      TraitsTestSupport.record { _ in Infallible.from([1, 2]).asObservable() } == [
        .next(200, 1), .next(200, 2), .completed(200),
      ])
    #expect(
      TraitsTestSupport.record { Infallible.of(1, 2, scheduler: $0).asObservable() } == [
        .next(201, 1), .next(202, 2), .completed(203),
      ])
    #expect(
      TraitsTestSupport.record { Infallible.from(3...4, scheduler: $0).asObservable() } == [
        .next(201, 3), .next(202, 4), .completed(203),
      ])
  }
}
