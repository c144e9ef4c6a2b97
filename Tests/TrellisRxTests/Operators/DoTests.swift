import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DoTests {
  @Test func runsHandlersAroundEachEventInOrder() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription =
      subject
      .do(
        onNext: { log.append("onNext \($0)") },
        afterNext: { log.append("afterNext \($0)") },
        onCompleted: { log.append("onCompleted") },
        afterCompleted: { log.append("afterCompleted") },
        onSubscribe: { log.append("onSubscribe") },
        onSubscribed: { log.append("onSubscribed") },
        onDispose: { log.append("onDispose") }
      )
      .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    #expect(
      log == [
        "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted",
        "completed", "afterCompleted", "onDispose",
      ])
    subscription.dispose()
    #expect(log.count == 9)
  }

  @Test func errorHandlersSeeTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    var seen: [String] = []
    let res = scheduler.start {
      xs.do(
        onError: { seen.append("on \($0)") }, afterError: { seen.append("after \($0)") },
        onDispose: { seen.append("dispose") })
    }
    #expect(res.events == [.next(210, 2), .error(230, TestError.boom)])
    #expect(seen == ["on boom", "after boom", "dispose"])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func aThrowingOnNextReplacesTheElementWithAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start {
      xs.do(onNext: { if $0 == 2 { throw TestError.boom } })
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func aThrowingAfterNextErrorsAfterTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start {
      xs.do(afterNext: { if $0 == 2 { throw TestError.other } })
    }
    #expect(res.events == [.next(210, 1), .next(220, 2), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func aThrowingOnCompletedReplacesTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.do(onCompleted: { throw TestError.boom }) }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
  }

  @Test func aThrowingAfterCompletedIsDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.do(afterCompleted: { throw TestError.boom }) }
    #expect(res.events == [.next(210, 1), .completed(250)])
  }

  @Test func disposeMidStreamRunsOnDisposeOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(450, 2), .completed(500)])
    var disposals: [Int] = []
    let res = scheduler.start(disposed: 400) {
      xs.do(onDispose: { disposals.append(scheduler.clock) })
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(disposals == [400])
  }

  /// A source that ends while being subscribed is disposed before `onSubscribed`, and
  /// `onDispose` waits for `onSubscribed`, as RxSwift orders them.
  @Test func onDisposeComesAfterOnSubscribedWhenTheSourceEndsAtOnce() {
    var log: [String] = []
    _ = Observable<Int>.create { observer in
      log.append("source subscribed")
      observer.onNext(0)
      observer.onCompleted()
      return Disposables.create { log.append("source disposed") }
    }
    .do(
      onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") },
      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    )
    .subscribe()
    #expect(
      log == [
        "onSubscribe", "source subscribed", "onNext", "onCompleted", "source disposed",
        "onSubscribed", "onDispose",
      ])
  }
}
