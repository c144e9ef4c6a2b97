import Testing
import TrellisRx
import TrellisRxTest

@Suite struct InfallibleTests {
  @Test func createEmitsUntilCompletion() {
    var log: [String] = []
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.next(2))
      observer(.completed)
      observer(.next(3))
      return Disposables.create { log.append("resource") }
    }
    _ = infallible.subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "next 2", "completed", "disposed", "resource"])
  }

  @Test func factoriesInVirtualTime() {
    #expect(
      TraitsTestSupport.record { _ in Infallible.just(1).asObservable() } == [
        .next(200, 1), .completed(200),
      ])
    #expect(
      TraitsTestSupport.record { Infallible.just(1, scheduler: $0).asObservable() } == [
        .next(201, 1), .completed(202),
      ])
    #expect(
      TraitsTestSupport.record { _ in Infallible<Int>.empty().asObservable() } == [.completed(200)])
    #expect(TraitsTestSupport.record { _ in Infallible<Int>.never().asObservable() } == [])
  }

  @Test func deferredMakesOnePerSubscriber() {
    var made = 0
    let infallible = Infallible<Int>.deferred {
      made += 1
      return .just(made)
    }
    var values: [Int] = []
    _ = infallible.subscribe(onNext: { values.append($0) })
    _ = infallible.subscribe(onNext: { values.append($0) })
    #expect(values == [1, 2])
  }

  @Test func mapAndFilter() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let source = Infallible<Int>.create { observer in
      xs.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
    }
    let res = scheduler.start { source.filter { $0 != 2 }.map { $0 * 10 }.asObservable() }
    #expect(res.events == [.next(210, 10), .next(230, 30), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func eventObserverAndObjectSubscription() {
    var events: [String] = []
    _ = Infallible.just(4).subscribe { event in
      switch event {
      case .next(let value): events.append("next \(value)")
      case .completed: events.append("completed")
      }
    }
    final class Owner { var sum = 0 }
    let owner = Owner()
    _ = Infallible.just(5).subscribe(with: owner, onNext: { owner, value in owner.sum += value })
    #expect(events == ["next 4", "completed"])
    #expect(owner.sum == 5)
  }

  @Test func infallibleEventConvertsToEvent() {
    #expect(InfallibleEvent.next(1).event == .next(1))
    #expect(InfallibleEvent<Int>.completed.event == .completed)
  }

  @Test func disposingStopsTheSource() {
    var disposed = false
    var values: [Int] = []
    var send: ((InfallibleEvent<Int>) -> Void)?
    let subscription = Infallible<Int>.create { observer in
      send = observer
      return Disposables.create { disposed = true }
    }.subscribe(onNext: { values.append($0) })
    send?(.next(1))
    subscription.dispose()
    send?(.next(2))
    #expect(disposed)
    #expect(values == [1])
  }
}
