import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SharedSequenceConversionTests {
  @Test func asSharedSequenceWithEachErrorStrategy() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
      let justReturn: Driver<Int> = xs.asSharedSequence(onErrorJustReturn: -1)
      let driveWith = xs.asSharedSequence(
        sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: Signal.just(-2))
      let recover: Driver<Int> = xs.asSharedSequence(onErrorRecover: { error in
        Driver.just(error as? TestError == .boom ? -3 : 0)
      })
      let first = scheduler.createObserver(Int.self)
      let second = scheduler.createObserver(Int.self)
      let third = scheduler.createObserver(Int.self)
      _ = justReturn.asObservable().subscribe(first)
      _ = driveWith.asObservable().subscribe(second)
      _ = recover.asObservable().subscribe(third)
      scheduler.start()
      #expect(first.events == [.next(211, 1), .next(221, -1), .completed(221)])
      #expect(second.events == [.next(211, 1), .next(222, -2), .completed(222)])
      #expect(third.events == [.next(211, 1), .next(222, -3), .completed(222)])
    }
  }

  @Test func aSharedSequenceAsInfallible() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let infallible = Driver.just(1).asInfallible()
      let result = scheduler.start { infallible.asObservable() }
      #expect(result.events == [.next(201, 1), .completed(201)])
    }
  }

  @Test func createUnsafeWrapsTheSourceAsItIs() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .just(subscriptions)
    }
    let driver = Driver<Int>.createUnsafe(source: source)
    let first = scheduler.start { driver.asObservable() }
    _ = driver.asObservable().subscribe()
    #expect(first.events == [.next(200, 1), .completed(200)])
    #expect(subscriptions == 2, "createUnsafe does not share")
  }
}
