import Testing
import TrellisRx
import TrellisRxTest

@Suite struct WindowTests {
  private static let source: [Recorded<Event<Int>>] = [
    .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
    .next(370, 7), .next(420, 8), .next(470, 9),
  ]

  /// Subscribes every window as it arrives and labels its elements "window element"; the
  /// result's subscription owns the window subscriptions, as `merge` would.
  private func flatten(_ windows: Observable<Observable<Int>>) -> Observable<String> {
    Observable.create { observer in
      let group = CompositeDisposable()
      var index = 0
      let outer = windows.subscribe(
        onNext: { window in
          let label = index
          index += 1
          _ = group.insert(
            window.subscribe(
              onNext: { observer.onNext("\(label) \($0)") }, onError: { _ in }))
        },
        onError: { observer.onError($0) },
        onCompleted: { observer.onCompleted() })
      _ = group.insert(outer)
      return group
    }
  }

  @Test func windowsCloseOnCountOrTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
    let res = scheduler.start {
      flatten(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
        .next(470, "4 9"), .completed(600),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func windowsOpenAtSubscriptionAndOnEachBoundary() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
    var windowEvents: [TestableObserver<Int>] = []
    let res = scheduler.start {
      xs.window(timeSpan: .seconds(25), count: 2, scheduler: scheduler)
        .map { window -> Int in
          let observer = scheduler.createObserver(Int.self)
          _ = window.subscribe(observer)
          windowEvents.append(observer)
          return windowEvents.count - 1
        }
    }
    #expect(res.events == [.next(200, 0), .next(220, 1), .next(245, 2), .completed(260)])
    #expect(windowEvents.count == 3)
    #expect(windowEvents[0].events == [.next(210, 1), .next(220, 2), .completed(220)])
    #expect(windowEvents[1].events == [.completed(245)])
    #expect(windowEvents[2].events == [.completed(260)])
  }

  @Test func errorReachesTheWindowAndTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source + [.error(600, TestError.boom)])
    let res = scheduler.start {
      flatten(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(res.events.last == .error(600, TestError.boom))
    #expect(res.events.count == 10)
    #expect(xs.subscriptions == [Subscription(200, 600)])
    var windowError: Swift.Error?
    let single = scheduler.createHotObservable([
      Recorded<Event<Int>>.error(1210, TestError.other)
    ])
    _ = scheduler.start(created: 1000, subscribed: 1200, disposed: 2000) {
      single.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
        .map { window -> Int in
          _ = window.subscribe(onError: { windowError = $0 })
          return 0
        }
    }
    #expect(windowError as? TestError == .other)
  }

  @Test func disposeMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(105, 0)] + Self.source + [.completed(600)])
    let res = scheduler.start(disposed: 370) {
      flatten(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
      ])
    #expect(xs.subscriptions == [Subscription(200, 370)])
  }

  @Test func aSubscribedWindowKeepsTheSourceAliveAfterTheOuterIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(300, 2), .next(400, 3), .completed(900),
    ])
    let inner = scheduler.createObserver(Int.self)
    let innerSubscription = SerialDisposable()
    var outerSubscription: Disposable?
    scheduler.scheduleAt(200) {
      outerSubscription = xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
        .subscribe(onNext: { window in
          innerSubscription.disposable = window.subscribe(inner)
        })
    }
    scheduler.scheduleAt(250) { outerSubscription?.dispose() }
    scheduler.scheduleAt(350) { innerSubscription.dispose() }
    scheduler.start()
    #expect(inner.events == [.next(210, 1), .next(300, 2)])
    #expect(xs.subscriptions == [Subscription(200, 350)])
  }
}
