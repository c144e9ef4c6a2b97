import Testing
import TrellisRx
import TrellisRxTest

@Suite struct BindTests {
  @Test func bindsEveryEventToEachObserver() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(220, 2), .completed(250)])
    #expect(second.events == first.events)
  }

  @Test func bindPassesErrorsToObservers() {
    let subject = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let observer = AnyObserver<Int> { received.append($0) }
    _ = subject.bind(to: observer)
    subject.onNext(1)
    subject.onError(TestError.boom)
    #expect(received == [.next(1), .error(TestError.boom)])
  }

  @Test func bindsToObserversOfOptionals() {
    let subject = PublishSubject<Int>()
    var received: [Event<Int?>] = []
    let observer = AnyObserver<Int?> { received.append($0) }
    let subscription = subject.bind(to: observer)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(received == [.next(1)])
    #expect(!subject.hasObservers)
  }

  @Test func disposingTheBindingStopsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
    let observer = scheduler.createObserver(Int.self)
    var binding: Disposable?
    scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
    scheduler.scheduleAt(400) { binding?.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func bindToAFunctionCallsItWithTheSequence() {
    let source = Observable.just(4)
    let count = source.bind(to: { (sequence: Observable<Int>) -> Int in
      var total = 0
      _ = sequence.subscribe(onNext: { total += $0 })
      return total
    })
    #expect(count == 4)
  }

  @Test func bindToACurriedFunctionPassesTheArgument() {
    let source = Observable.just(4)
    let binder: (Observable<Int>) -> (Int) -> [Int] = { sequence in
      { factor in
        var values: [Int] = []
        _ = sequence.subscribe(onNext: { values.append($0 * factor) })
        return values
      }
    }
    #expect(source.bind(to: binder, curriedArgument: 3) == [12])
  }

  @Test func bindOnNextReceivesElements() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.bind(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(received == [1, 2])
    subscription.dispose()
  }
}
