import Testing
import TrellisRx
import TrellisRxTest

@Suite struct GroupByTests {
  let scheduler = TestScheduler(initialClock: 0)

  func source() -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
      .completed(250),
    ])
  }

  /// Subscribes a recording observer to every group as it arrives; emits the group keys.
  func keys(
    of groups: Observable<GroupedObservable<Int, Int>>,
    into observers: @escaping (Int) -> TestableObserver<Int>,
    keeping subscriptions: CompositeDisposable
  ) -> Observable<Int> {
    groups.map { group in
      _ = subscriptions.insert(group.subscribe(observers(group.key)))
      return group.key
    }
  }

  @Test func splitsElementsByKey() {
    let xs = source()
    let odd = scheduler.createObserver(Int.self)
    let even = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    let res = scheduler.start {
      keys(of: xs.groupBy { $0 % 2 }, into: { $0 == 1 ? odd : even }, keeping: bag)
    }
    #expect(res.events == [.next(210, 1), .next(220, 0), .completed(250)])
    #expect(odd.events == [.next(210, 1), .next(230, 3), .completed(250)])
    #expect(even.events == [.next(220, 2), .next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func keySelectorErrorErrorsEveryGroup() {
    let xs = source()
    let odd = scheduler.createObserver(Int.self)
    let even = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    let res = scheduler.start {
      keys(
        of: xs.groupBy { x -> Int in
          if x == 3 { throw TestError.boom }
          return x % 2
        }, into: { $0 == 1 ? odd : even }, keeping: bag)
    }
    #expect(res.events == [.next(210, 1), .next(220, 0), .error(230, TestError.boom)])
    #expect(odd.events == [.next(210, 1), .error(230, TestError.boom)])
    #expect(even.events == [.next(220, 2), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func sourceErrorErrorsEveryGroup() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
    let odd = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    let res = scheduler.start { keys(of: xs.groupBy { $0 % 2 }, into: { _ in odd }, keeping: bag) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(odd.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func subscribedGroupsKeepTheSourceAliveAfterOuterDispose() {
    let xs = source()
    let odd = scheduler.createObserver(Int.self)
    let even = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    let res = scheduler.start(disposed: 225) {
      keys(of: xs.groupBy { $0 % 2 }, into: { $0 == 1 ? odd : even }, keeping: bag)
    }
    #expect(res.events == [.next(210, 1), .next(220, 0)])
    #expect(odd.events == [.next(210, 1), .next(230, 3), .completed(250)])
    #expect(even.events == [.next(220, 2), .next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func sourceIsDisposedWhenOuterAndGroupsAreDisposed() {
    let xs = source()
    let odd = scheduler.createObserver(Int.self)
    let even = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(235) { bag.dispose() }
    let res = scheduler.start(disposed: 225) {
      keys(of: xs.groupBy { $0 % 2 }, into: { $0 == 1 ? odd : even }, keeping: bag)
    }
    #expect(res.events == [.next(210, 1), .next(220, 0)])
    #expect(odd.events == [.next(210, 1), .next(230, 3)])
    #expect(even.events == [.next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
  }

  @Test func unsubscribedGroupsDoNotHoldTheSource() {
    let xs = source()
    let res = scheduler.start(disposed: 225) { xs.groupBy { $0 % 2 }.map { $0.key } }
    #expect(res.events == [.next(210, 1), .next(220, 0)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test func synchronousSourceReachesGroupsSubscribedOnArrival() {
    var received: [Int: [Int]] = [:]
    let bag = DisposeBag()
    Observable<Int>.create { observer in
      for i in 1...6 { observer.onNext(i) }
      observer.onCompleted()
      return Disposables.create()
    }
    .groupBy { $0 % 3 }
    .subscribe(onNext: { group in
      group.subscribe(onNext: { received[group.key, default: []].append($0) }).disposed(by: bag)
    })
    .disposed(by: bag)
    #expect(received == [1: [1, 4], 2: [2, 5], 0: [3, 6]])
  }
}
