import Testing
import TrellisRx
import TrellisRxTest

private final class Target {}

@Suite struct InfallibleArityAndUtilityTests {
  @Test func combineLatestOfEveryArityWithAndWithoutASelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...8).map { index in
      scheduler.createHotObservable([.next(200 + 10 * index, index), .completed(300)])
        .asInfallible(onErrorJustReturn: 0)
    }
    let (a, b, c, d, e, f, g, h) = (
      sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
      sources[7]
    )
    let sums = scheduler.createObserver(Int.self)
    _ = Infallible.combineLatest(a, b) { $0 + $1 }.bind(to: sums)
    _ = Infallible.combineLatest(a, b, c) { $0 + $1 + $2 }.bind(to: sums)
    _ = Infallible.combineLatest(a, b, c, d) { $0 + $1 + $2 + $3 }.bind(to: sums)
    _ = Infallible.combineLatest(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 }.bind(to: sums)
    _ = Infallible.combineLatest(a, b, c, d, e, f) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
      .bind(to: sums)
    _ = Infallible.combineLatest(a, b, c, d, e, f, g) {
      [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
    }.bind(to: sums)
    _ = Infallible.combineLatest(a, b, c, d, e, f, g, h) {
      [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
    }.bind(to: sums)
    let pairs = scheduler.createObserver(String.self)
    _ = Infallible.combineLatest(a, b).map { "\($0)\($1)" }.bind(to: pairs)
    _ = Infallible.combineLatest(a, b, c, d, e, f, g, h).map { "\($0)\($7)" }.bind(to: pairs)
    scheduler.start()
    let nexts = sums.events.compactMap { $0.value.element }
    #expect(nexts == [3, 6, 10, 15, 21, 28, 36])
    let completions = sums.events.filter { $0.value.isStopEvent }.map(\.time)
    #expect(completions == Array(repeating: 300, count: 7))
    #expect(pairs.events.compactMap { $0.value.element } == ["12", "18"])
  }

  @Test func zipOfEveryArityWithAndWithoutASelector() {
    let sources = (1...8).map { Infallible.from([$0, $0 * 10]) }
    let (a, b, c, d, e, f, g, h) = (
      sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
      sources[7]
    )
    var sums: [Int] = []
    let add = { (value: Int) in sums.append(value) }
    _ = Infallible.zip(a, b) { $0 + $1 }.subscribe(onNext: add)
    _ = Infallible.zip(a, b, c) { $0 + $1 + $2 }.subscribe(onNext: add)
    _ = Infallible.zip(a, b, c, d) { $0 + $1 + $2 + $3 }.subscribe(onNext: add)
    _ = Infallible.zip(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 }.subscribe(onNext: add)
    _ = Infallible.zip(a, b, c, d, e, f) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
      .subscribe(onNext: add)
    _ = Infallible.zip(a, b, c, d, e, f, g) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }
      .subscribe(onNext: add)
    _ = Infallible.zip(a, b, c, d, e, f, g, h) {
      [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
    }.subscribe(onNext: add)
    #expect(sums == [3, 30, 6, 60, 10, 100, 15, 150, 21, 210, 28, 280, 36, 360])
    var tuples: [String] = []
    _ = Infallible.zip(a, b).subscribe(onNext: { tuples.append("\($0)\($1)") })
    _ = Infallible.zip(a, b, c, d, e, f, g, h).subscribe(onNext: { tuples.append("\($0)-\($7)") })
    #expect(tuples == ["12", "1020", "1-8", "10-80"])
  }

  @Test func doRunsItsHandlersAroundTheEvents() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.asInfallible(onErrorJustReturn: 0)
      .do(
        onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
        onCompleted: { log.append("onCompleted") },
        afterCompleted: { log.append("afterCompleted") },
        onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
        onDispose: { log.append("onDispose") }
      )
      .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    #expect(
      log.prefix(7) == [
        "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted",
        "completed",
      ])
    #expect(Set(log.dropFirst(7)) == ["afterCompleted", "onDispose"] && log.count == 9)
  }

  @Test func debugPassesTheEventsOn() {
    var values: [Int] = []
    _ = Infallible.from([1, 2]).debug("infallible").subscribe(onNext: { values.append($0) })
    #expect(values == [1, 2])
  }

  @Test func shareSubscribesOnceAndReplays() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
    let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.bind(to: early) }
    scheduler.scheduleAt(215) { _ = shared.bind(to: late) }
    scheduler.start()
    #expect(early.events == [.next(210, 1), .next(220, 2)])
    #expect(late.events == [.next(215, 1), .next(220, 2)])
    #expect(xs.subscriptions.count == 1)
  }

  @Test func withUnretainedCompletesOnceTheObjectIsGone() {
    let subject = PublishSubject<Int>()
    var target: Target? = Target()
    var log: [String] = []
    let infallible = subject.asInfallible(onErrorJustReturn: 0)
    _ = infallible.withUnretained(target!).subscribe(
      onNext: { object, value in log.append("pair \(value) \(object === target)") },
      onCompleted: { log.append("pair completed") })
    _ = infallible.withUnretained(target!) { _, value in value * 10 }.subscribe(
      onNext: { log.append("selector \($0)") }, onCompleted: { log.append("selector completed") })
    subject.onNext(1)
    target = nil
    subject.onNext(2)
    #expect(log == ["pair 1 true", "selector 10", "pair completed", "selector completed"])
  }

  @Test func bindsToRelaysOfElementsAndOptionals() {
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let behavior = BehaviorRelay<Int>(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
    var published: [Int?] = []
    _ = publish.asInfallible().subscribe(onNext: { published.append($0) })
    _ = optionalPublish.asInfallible().subscribe(onNext: { published.append($0) })
    let source = Infallible.from([1, 2])
    _ = source.bind(to: publish)
    _ = source.bind(to: optionalPublish)
    _ = source.bind(to: behavior, behavior)
    _ = source.bind(to: optionalBehavior)
    _ = source.bind(to: replay)
    _ = source.bind(to: optionalReplay)
    #expect(published == [1, 2, 1, 2])
    #expect(behavior.value == 2 && optionalBehavior.value == 2)
    var replayed: [String] = []
    _ = replay.asInfallible().subscribe(onNext: { replayed.append("\($0)") })
    _ = optionalReplay.asInfallible().subscribe(onNext: { replayed.append("\($0 ?? 0)?") })
    _ = behavior.asInfallible().subscribe(onNext: { replayed.append("b\($0)") })
    #expect(replayed == ["1", "2", "1?", "2?", "b2"])
  }

  @Test func bindWithPassesTheObjectWhileItLives() {
    let subject = PublishSubject<Int>()
    var target: Target? = Target()
    var log: [Int] = []
    let subscription = subject.bind(with: target!) { _, value in log.append(value) }
    subject.onNext(1)
    target = nil
    subject.onNext(2)
    subscription.dispose()
    #expect(log == [1])
  }

  @Test func infallibleBindWithPassesTheObjectWhileItLives() {
    let relay = PublishRelay<Int>()
    var target: Target? = Target()
    var log: [Int] = []
    let subscription = relay.asInfallible().bind(with: target!) { _, value in log.append(value) }
    relay.accept(1)
    target = nil
    relay.accept(2)
    subscription.dispose()
    #expect(log == [1])
  }

  @Test func observableFlatMapLatestToInfalliblesIsInfallible() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let inner = { (value: Int) in
      scheduler.createColdObservable([.next(5, value), .next(15, value * 10), .completed(20)])
        .asInfallible(onErrorJustReturn: 0)
    }
    let infallible: Infallible<Int> = xs.flatMapLatest(inner)
    let observable: Observable<Int> = xs.flatMapLatest { inner($0).asObservable() }
    let viaInfallible = scheduler.createObserver(Int.self)
    let viaObservable = scheduler.createObserver(Int.self)
    _ = infallible.bind(to: viaInfallible)
    _ = observable.subscribe(viaObservable)
    scheduler.start()
    let expected: [Recorded<Event<Int>>] = [
      .next(215, 1), .next(225, 2), .next(235, 20), .completed(240),
    ]
    #expect(viaInfallible.events == expected)
    #expect(viaObservable.events == expected)
  }
}
