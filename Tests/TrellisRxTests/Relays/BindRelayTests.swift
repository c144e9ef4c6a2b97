import Testing
import TrellisRx
import TrellisRxTest

@Suite struct BindRelayTests {
  @Test func bindsToPublishRelaysIgnoringCompletion() {
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    var a: [Int] = []
    var b: [Int] = []
    let d1 = first.subscribe(onNext: { a.append($0) }, onCompleted: { a.append(-1) })
    let d2 = second.subscribe(onNext: { b.append($0) })
    let subject = PublishSubject<Int>()
    _ = subject.bind(to: first, second)
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    first.accept(3)
    #expect(a == [1, 2, 3])
    #expect(b == [1, 2])
    d1.dispose()
    d2.dispose()
  }

  @Test func bindsToOptionalPublishRelays() {
    let relay = PublishRelay<Int?>()
    var received: [Int?] = []
    let d = relay.subscribe(onNext: { received.append($0) })
    _ = Observable.just(5).bind(to: relay)
    #expect(received == [5])
    d.dispose()
  }

  @Test func bindsToBehaviorRelays() {
    let first = BehaviorRelay(value: 0)
    let second = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    scheduler.scheduleAt(200) {
      _ = xs.bind(to: first, second)
      _ = xs.bind(to: optional)
    }
    scheduler.start()
    #expect(first.value == 2)
    #expect(second.value == 2)
    #expect(optional.value == 2)
  }

  @Test func bindsToReplayRelays() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    let optional = ReplayRelay<Int?>.create(bufferSize: 1)
    let subject = PublishSubject<Int>()
    _ = subject.bind(to: relay)
    _ = subject.bind(to: optional)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    var replayed: [Int] = []
    var replayedOptional: [Int?] = []
    _ = relay.subscribe(onNext: { replayed.append($0) })
    _ = optional.subscribe(onNext: { replayedOptional.append($0) })
    #expect(replayed == [2, 3])
    #expect(replayedOptional == [3])
  }

  @Test func disposingTheRelayBindingStopsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
    let relay = BehaviorRelay(value: 0)
    var binding: Disposable?
    scheduler.scheduleAt(200) { binding = xs.bind(to: relay) }
    scheduler.scheduleAt(400) { binding?.dispose() }
    scheduler.start()
    #expect(relay.value == 1)
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
