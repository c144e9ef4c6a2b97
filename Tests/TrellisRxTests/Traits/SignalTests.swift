import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SignalTests {
  @Test func asSignalOnErrorJustReturn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
      #expect(res.events == [.next(211, 1), .next(251, -1), .completed(251)])
    }
  }

  @Test func asSignalOnErrorSignalWithAndRecover() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asSignal(onErrorSignalWith: Signal.just(7)) }
      #expect(res.events == [.next(211, 1), .next(252, 7), .completed(252)])
    }
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.error(250, TestError.other, Int.self)])
    SharingScheduler.mock(scheduler: scheduler2) {
      let res = scheduler2.start {
        ys.asSignal(onErrorRecover: { error in Signal.just(error as? TestError == .other ? 1 : 0) })
      }
      #expect(res.events == [.next(252, 1), .completed(252)])
    }
  }

  @Test func sharesWithoutReplay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(400)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = xs.asSignal(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
      scheduler.scheduleAt(300) { _ = signal.emit(to: second) }
      scheduler.start()
    }
    #expect(first.events == [.next(211, 1), .next(311, 2), .completed(401)])
    #expect(second.events == [.next(311, 2), .completed(401)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func emitSendsToRelaysAndClosures() {
    let scheduler = TestScheduler(initialClock: 0)
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.createUnbound()
    var received: [Int] = []
    var optionals: [Int?] = []
    _ = publish.subscribe(onNext: { received.append($0) })
    _ = optionalPublish.subscribe(onNext: { optionals.append($0) })
    var log: [String] = []
    final class Owner { var count = 0 }
    let owner = Owner()
    let xs = scheduler.createHotObservable([.next(1, 1), .next(2, 2), .completed(3)])
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = xs.asSignal(onErrorJustReturn: 0)
      _ = signal.emit(to: publish)
      _ = signal.emit(to: optionalPublish)
      _ = signal.emit(to: behavior)
      _ = signal.emit(to: replay)
      _ = signal.emit(
        onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
      _ = signal.emit(with: owner, onNext: { owner, _ in owner.count += 1 })
      _ = signal.emit()
      scheduler.start()
    }
    #expect(received == [1, 2])
    #expect(optionals == [1, 2])
    #expect(behavior.value == 2)
    var replayed: [Int] = []
    _ = replay.subscribe(onNext: { replayed.append($0) })
    #expect(replayed == [1, 2])
    #expect(log == ["next 1", "next 2", "completed"])
    #expect(owner.count == 2)
  }

  @Test func publishRelayAsSignal() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<String>()
    SharingScheduler.mock(scheduler: scheduler) {
      scheduler.scheduleAt(150) { relay.accept("early") }
      scheduler.scheduleAt(300) { relay.accept("tap") }
      let res = scheduler.start { relay.asSignal() }
      #expect(res.events == [.next(301, "tap")])
    }
  }
}
