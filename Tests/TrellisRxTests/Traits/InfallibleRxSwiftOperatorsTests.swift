import Testing
import TrellisRx
import TrellisRxTest

/// The `Infallible` operators RxSwift 6.9.1 has, in virtual time.
@Suite struct InfallibleRxSwiftOperatorsTests {
  /// A hot source as an infallible, and the scheduler running it.
  private func hot(_ events: [Recorded<Event<Int>>]) -> (TestScheduler, Infallible<Int>) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(events).asInfallible(onErrorJustReturn: -1)
    return (scheduler, source)
  }

  @Test func distinctUntilChangedForms() {
    let (scheduler, xs) = hot([
      .next(210, 1), .next(220, 11), .next(230, 2), .next(240, 12), .next(250, 12),
      .completed(300),
    ])
    let byKey = scheduler.createObserver(Int.self)
    let byComparer = scheduler.createObserver(Int.self)
    let byBoth = scheduler.createObserver(Int.self)
    let byKeyPath = scheduler.createObserver(Int.self)
    _ = xs.distinctUntilChanged { $0 % 10 }.bind(to: byKey)
    _ = xs.distinctUntilChanged { $0 == $1 }.bind(to: byComparer)
    _ = xs.distinctUntilChanged({ $0 / 10 }, comparer: ==).bind(to: byBoth)
    _ = xs.distinctUntilChanged(at: \.description.count).bind(to: byKeyPath)
    scheduler.start()
    #expect(byKey.events == [.next(210, 1), .next(230, 2), .completed(300)])
    #expect(
      byComparer.events == [
        .next(210, 1), .next(220, 11), .next(230, 2), .next(240, 12), .completed(300),
      ])
    #expect(
      byBoth.events == [
        .next(210, 1), .next(220, 11), .next(230, 2), .next(240, 12), .completed(300),
      ])
    #expect(
      byKeyPath.events == [
        .next(210, 1), .next(220, 11), .next(230, 2), .next(240, 12), .completed(300),
      ])
  }

  @Test func takeForms() {
    let (scheduler, xs) = hot([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let stop = scheduler.createHotObservable([.next(225, "stop")]).asInfallible(
      onErrorJustReturn: "")
    let count = scheduler.createObserver(Int.self)
    let duration = scheduler.createObserver(Int.self)
    let untilInfallible = scheduler.createObserver(Int.self)
    let untilObservable = scheduler.createObserver(Int.self)
    let untilPredicate = scheduler.createObserver(Int.self)
    let whilePredicate = scheduler.createObserver(Int.self)
    _ = xs.take(2).bind(to: count)
    scheduler.scheduleAt(200) {
      _ = xs.take(for: .seconds(25), scheduler: scheduler).bind(to: duration)
    }
    _ = xs.take(until: stop).bind(to: untilInfallible)
    _ = xs.take(until: stop.asObservable()).bind(to: untilObservable)
    _ = xs.take(until: { $0 == 3 }, behavior: .inclusive).bind(to: untilPredicate)
    _ = xs.take(while: { $0 < 3 }).bind(to: whilePredicate)
    scheduler.start()
    #expect(count.events == [.next(210, 1), .next(220, 2), .completed(220)])
    #expect(duration.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(untilInfallible.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(untilObservable.events == untilInfallible.events)
    #expect(
      untilPredicate.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    #expect(whilePredicate.events == [.next(210, 1), .next(220, 2), .completed(230)])
  }

  @Test func skipForms() {
    let (scheduler, xs) = hot([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
    ])
    let start = scheduler.createHotObservable([.next(225, ())])
    let count = scheduler.createObserver(Int.self)
    let duration = scheduler.createObserver(Int.self)
    let whilePredicate = scheduler.createObserver(Int.self)
    let until = scheduler.createObserver(Int.self)
    _ = xs.skip(2).bind(to: count)
    scheduler.scheduleAt(200) {
      _ = xs.skip(for: .seconds(25), scheduler: scheduler).bind(to: duration)
    }
    _ = xs.skip(while: { $0 < 3 }).bind(to: whilePredicate)
    _ = xs.skip(until: start).bind(to: until)
    scheduler.start()
    let lastTwo: [Recorded<Event<Int>>] = [.next(230, 3), .next(240, 1), .completed(300)]
    #expect(count.events == lastTwo)
    #expect(duration.events == lastTwo)
    #expect(whilePredicate.events == lastTwo)
    #expect(until.events == lastTwo)
  }

  @Test func debounceAndThrottle() {
    let (scheduler, xs) = hot([
      .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(400),
    ])
    let debounced = scheduler.createObserver(Int.self)
    let throttled = scheduler.createObserver(Int.self)
    let throttledFirst = scheduler.createObserver(Int.self)
    _ = xs.debounce(.seconds(20), scheduler: scheduler).bind(to: debounced)
    _ = xs.throttle(.seconds(20), scheduler: scheduler).bind(to: throttled)
    _ = xs.throttle(.seconds(20), latest: false, scheduler: scheduler).bind(to: throttledFirst)
    scheduler.start()
    #expect(debounced.events == [.next(235, 2), .next(260, 3), .next(320, 4), .completed(400)])
    #expect(
      throttled.events == [
        .next(210, 1), .next(230, 2), .next(250, 3), .next(300, 4), .completed(400),
      ])
    #expect(
      throttledFirst.events == [.next(210, 1), .next(240, 3), .next(300, 4), .completed(400)])
  }

  @Test func concatAndConcatMap() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
      .asInfallible(onErrorJustReturn: -1)
    let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
      .asInfallible(onErrorJustReturn: -1)
    let instance = scheduler.createObserver(Int.self)
    let variadic = scheduler.createObserver(Int.self)
    let array = scheduler.createObserver(Int.self)
    let lazySequence = scheduler.createObserver(Int.self)
    let mapped = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = first.concat(second).bind(to: instance)
      _ = Infallible.concat(first, second).bind(to: variadic)
      _ = Infallible.concat([first, second]).bind(to: array)
      _ = Infallible.concat(AnySequence([first, second])).bind(to: lazySequence)
      _ = Infallible.from([1, 2]).concatMap { _ in first }.bind(to: mapped)
    }
    scheduler.start()
    let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(225, 2), .completed(230)]
    #expect(instance.events == expected)
    #expect(variadic.events == expected)
    #expect(array.events == expected)
    #expect(lazySequence.events == expected)
    #expect(mapped.events == [.next(210, 1), .next(230, 1), .completed(240)])
  }

  @Test func mergeFormsInterleave() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
      .asInfallible(onErrorJustReturn: -1)
    let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
      .asInfallible(onErrorJustReturn: -1)
    let variadic = scheduler.createObserver(Int.self)
    let array = scheduler.createObserver(Int.self)
    let collection = scheduler.createObserver(Int.self)
    _ = Infallible.merge(first, second).bind(to: variadic)
    _ = Infallible.merge([first, second]).bind(to: array)
    _ = Infallible.merge(ArraySlice([first, second])).bind(to: collection)
    scheduler.start()
    let expected: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ]
    #expect(variadic.events == expected)
    #expect(array.events == expected)
    #expect(collection.events == expected)
  }

  @Test func withLatestFromBothForms() {
    let (scheduler, xs) = hot([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
      .asInfallible(onErrorJustReturn: "")
    let combined = scheduler.createObserver(String.self)
    let latest = scheduler.createObserver(String.self)
    _ = xs.withLatestFrom(ys) { "\($0)\($1)" }.bind(to: combined)
    _ = xs.withLatestFrom(ys).bind(to: latest)
    scheduler.start()
    #expect(combined.events == [.next(230, "2a"), .next(250, "3b"), .completed(300)])
    #expect(latest.events == [.next(230, "a"), .next(250, "b"), .completed(300)])
  }

  @Test func combineLatestOfACollection() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)]),
      scheduler.createHotObservable([.next(220, 2), .completed(250)]),
    ].map { $0.asInfallible(onErrorJustReturn: -1) }
    let arrays = scheduler.createObserver([Int].self)
    let sums = scheduler.createObserver(Int.self)
    _ = Infallible.combineLatest(sources).bind(to: arrays)
    _ = Infallible.combineLatest(sources) { $0.reduce(0, +) }.bind(to: sums)
    scheduler.start()
    #expect(arrays.events == [.next(220, [1, 2]), .next(230, [3, 2]), .completed(250)])
    #expect(sums.events == [.next(220, 3), .next(230, 5), .completed(250)])
  }
}
