import Testing
import TrellisRx
import TrellisRxTest

@Suite struct CatchTests {
  @Test func passesThroughWhenTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
    let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
    var handled = 0
    let res = scheduler.start {
      xs.catch { _ in
        handled += 1
        return ys.asObservable()
      }
    }
    #expect(res.events == [.next(210, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [])
    #expect(handled == 0)
  }

  @Test func continuesWithTheHandlersSequenceAfterAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .error(230, TestError.boom), .next(240, 99),
    ])
    let ys = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(30)])
    var seen: [TestError] = []
    let res = scheduler.start {
      xs.catch { error in
        if let error = error as? TestError { seen.append(error) }
        return ys.asObservable()
      }
    }
    #expect(res.events == [.next(210, 2), .next(240, 3), .next(250, 4), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 260)])
    #expect(seen == [.boom])
  }

  @Test func forwardsTheErrorOfTheHandlersSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 3), .error(20, TestError.other)])
    let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
    #expect(res.events == [.next(210, 2), .next(240, 3), .error(250, TestError.other)])
    #expect(ys.subscriptions == [Subscription(230, 250)])
  }

  @Test func anErrorThrownByTheHandlerIsEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    let res = scheduler.start {
      xs.catch { _ -> Observable<Int> in throw TestError.other }
    }
    #expect(res.events == [.next(210, 2), .error(230, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposeMidStreamDisposesTheCurrentSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(240, 3), .next(310, 4), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
    #expect(res.events == [.next(210, 2), .next(240, 3)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 300)])
  }

  @Test func disposeBeforeTheErrorNeverCallsTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(330, TestError.boom)])
    var handled = false
    let res = scheduler.start(disposed: 300) {
      xs.catch { _ in
        handled = true
        return .just(0)
      }
    }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(!handled)
  }

  @Test func synchronousFailureSwitchesToTheFallback() {
    var received: [Event<Int>] = []
    _ = Observable<Int>.error(TestError.boom)
      .catch { _ in .just(5) }
      .subscribe { received.append($0) }
    #expect(received == [.next(5), .completed])
  }

  @Test func catchAndReturnEndsWithTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .error(230, TestError.boom), .next(240, 4),
    ])
    let res = scheduler.start { xs.catchAndReturn(-1) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, -1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func catchAndReturnPassesCompletionAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
    let res = scheduler.start { xs.catchAndReturn(-1) }
    #expect(res.events == [.next(210, 2), .completed(230)])
    let ys = scheduler.createHotObservable([.next(1010, 2), .error(1100, TestError.boom)])
    let res2 = scheduler.start(created: 1000, subscribed: 1005, disposed: 1050) {
      ys.catchAndReturn(-1)
    }
    #expect(res2.events == [.next(1010, 2)])
    #expect(ys.subscriptions == [Subscription(1005, 1050)])
  }

  @Test func catchSequenceMovesToTheNextSourceOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
    let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
    }
    #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 240)])
    #expect(zs.subscriptions == [Subscription(240, 260)])
  }

  @Test func catchSequenceEmitsTheLastErrorWhenAllFail() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.error(5, TestError.other, Int.self)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    #expect(res.events == [.next(210, 1), .error(225, TestError.other)])
  }

  @Test func catchSequenceOfNothingCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
    #expect(res.events == [.completed(200)])
  }

  @Test func catchSequenceDisposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
    let res = scheduler.start(disposed: 300) {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    #expect(res.events == [.next(210, 1), .next(230, 2)])
    #expect(ys.subscriptions == [Subscription(220, 300)])
  }
}
