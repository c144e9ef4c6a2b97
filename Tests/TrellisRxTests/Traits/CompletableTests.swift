import Testing
import TrellisRx
import TrellisRxTest

@Suite struct CompletableTests {
  private func outcomes(_ completable: Completable) -> [String] {
    var log: [String] = []
    _ = completable.subscribe(
      onCompleted: { log.append("completed") },
      onError: { log.append("error \($0)") },
      onDisposed: { log.append("disposed") })
    return log
  }

  @Test func createReportsCompletionOrError() {
    #expect(
      outcomes(
        Completable.create {
          $0(.completed)
          return Disposables.create()
        }) == [
          "completed", "disposed",
        ])
    #expect(
      outcomes(
        Completable.create {
          $0(.error(TestError.boom))
          return Disposables.create()
        }) == [
          "error boom", "disposed",
        ])
    #expect(outcomes(.empty()) == ["completed", "disposed"])
    #expect(outcomes(.error(TestError.other)) == ["error other", "disposed"])
    #expect(outcomes(.never()) == [])
  }

  @Test func eventObserverGetsOneEvent() {
    var log: [String] = []
    _ = Completable.create { observer in
      observer(.completed)
      observer(.error(TestError.boom))
      return Disposables.create()
    }.subscribe { event in
      switch event {
      case .completed: log.append("completed")
      case .error(let error): log.append("error \(error)")
      }
    }
    #expect(log == ["completed"])
  }

  @Test func subscribeWithObject() {
    final class Owner { var log: [String] = [] }
    let owner = Owner()
    _ = Completable.empty().subscribe(with: owner, onCompleted: { $0.log.append("done") })
    _ = Completable.error(TestError.boom).subscribe(
      with: owner, onError: { owner, error in owner.log.append("\(error)") })
    #expect(owner.log == ["done", "boom"])
  }

  @Test func andThenObservableSubscribesAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.completed(250, Never.self)])
    let second = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
    #expect(res.events == [.next(260, 1), .next(270, 2), .completed(280)])
    #expect(first.subscriptions == [Subscription(200, 250)])
    #expect(second.subscriptions == [Subscription(250, 280)])
  }

  @Test func andThenSkipsTheSecondOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.error(250, TestError.boom, Never.self)])
    let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(second.subscriptions == [])
  }

  @Test func andThenDisposesTheActiveSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.completed(250, Never.self)])
    let second = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let res = scheduler.start(disposed: 400) {
      first.asCompletable().andThen(second.asObservable())
    }
    #expect(res.events == [.next(260, 1)])
    #expect(second.subscriptions == [Subscription(250, 400)])

    let early = scheduler.createHotObservable([.completed(700, Never.self)])
    let unused = scheduler.createColdObservable([.next(10, 1)])
    let res2 = scheduler.start(created: 500, subscribed: 550, disposed: 600) {
      early.asCompletable().andThen(unused.asObservable())
    }
    #expect(res2.events == [])
    #expect(early.subscriptions == [Subscription(550, 600)])
    #expect(unused.subscriptions == [])
  }

  @Test func andThenTraits() {
    var log: [String] = []
    _ = Completable.empty().andThen(Single.just(1)).subscribe(onSuccess: {
      log.append("single \($0)")
    })
    _ = Completable.empty().andThen(Maybe<Int>.empty()).subscribe(onCompleted: {
      log.append("maybe empty")
    })
    _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: {
      log.append("completable")
    })
    _ = Completable.error(TestError.boom).andThen(Single.just(1)).subscribe(
      onSuccess: { log.append("single \($0)") }, onFailure: { log.append("failed \($0)") })
    #expect(log == ["single 1", "maybe empty", "completable", "failed boom"])
  }

  /// Once the first completable completes, its subscription and what its closures captured
  /// are let go of, though the second sequence is still running.
  @Test func andThenReleasesTheFirstCompletableWhenItCompletes() {
    final class Captured {}
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(210)])
    weak var weakCaptured: Captured?
    var subscription: Disposable?
    do {
      let captured = Captured()
      weakCaptured = captured
      subscription = first.asCompletable()
        .do(onCompleted: { _ = captured })
        .andThen(Observable<Int>.never())
        .subscribe()
    }
    #expect(weakCaptured != nil)
    scheduler.advanceTo(300)
    #expect(weakCaptured == nil)
    subscription?.dispose()
  }
}
