import Counters
import Foundation
import Testing
import Trellis
import TrellisRxTest

@Suite struct CounterListViewModelTests {
  private let one = SequentialIDs.id(1)
  private let two = SequentialIDs.id(2)
  private let three = SequentialIDs.id(3)
  /// Ids the view model gives new counters.
  private let new1 = SequentialIDs.id(101)
  private let new2 = SequentialIDs.id(102)

  /// A view model whose new counters get the ids 101, 102, … and its output for inputs
  /// recorded on `scheduler`.
  private func transform(
    _ scheduler: TestScheduler, initial: [Counter],
    value: [Recorded<Event<Counter>>] = [], add: [TestTime] = [],
    delete: [Recorded<Event<UUID>>] = [], undo: [TestTime] = []
  ) -> CounterListViewModel.Output {
    var next = 100
    let viewModel = CounterListViewModel(
      initialCounters: initial,
      makeID: {
        next += 1
        return SequentialIDs.id(next)
      })
    func taps(_ times: [TestTime]) -> Observable<Void> {
      scheduler.createHotObservable(times.map { Recorded.next($0, ()) }).asObservable()
    }
    return viewModel.transform(
      .init(
        value: scheduler.createHotObservable(value).asObservable(), add: taps(add),
        delete: scheduler.createHotObservable(delete).asObservable(), undo: taps(undo)))
  }

  @Test func theCountersStartWithTheInitialOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [Counter(id: one, value: 3), Counter(id: two, value: -1)]
    let output = transform(scheduler, initial: initial)
    #expect(scheduler.start { output.counters }.events == [.next(200, initial)])
  }

  @Test func addAppendsACounterAtZeroWithANewID() {
    let scheduler = TestScheduler(initialClock: 0)
    let output = transform(scheduler, initial: [Counter(id: one, value: 5)], add: [210, 220])
    #expect(
      scheduler.start { output.counters }.events == [
        .next(200, [Counter(id: one, value: 5)]),
        .next(210, [Counter(id: one, value: 5), Counter(id: new1, value: 0)]),
        .next(
          220,
          [Counter(id: one, value: 5), Counter(id: new1, value: 0), Counter(id: new2, value: 0)]),
      ])
  }

  @Test func aValueUpdatesItsCounterOnlyAndUnknownOrUnchangedValuesAreDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [Counter(id: one, value: 0), Counter(id: two, value: 0)]
    let output = transform(
      scheduler, initial: initial,
      value: [
        .next(210, Counter(id: two, value: 1)), .next(220, Counter(id: three, value: 9)),
        .next(230, Counter(id: two, value: 1)), .next(240, Counter(id: one, value: -4)),
      ])
    #expect(
      scheduler.start { output.counters }.events == [
        .next(200, initial),
        .next(210, [Counter(id: one, value: 0), Counter(id: two, value: 1)]),
        .next(240, [Counter(id: one, value: -4), Counter(id: two, value: 1)]),
      ])
  }

  @Test func deleteRemovesTheCounterAndReportsItWithItsPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [
      Counter(id: one, value: 1), Counter(id: two, value: 2), Counter(id: three, value: 3),
    ]
    let output = transform(
      scheduler, initial: initial,
      delete: [.next(210, two), .next(220, two), .next(230, one)])
    let deleted = scheduler.createObserver(RemovedCounter.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { output.deleted.subscribe(deleted).disposed(by: bag) }
    let counters = scheduler.start { output.counters }
    #expect(
      counters.events == [
        .next(200, initial),
        .next(210, [Counter(id: one, value: 1), Counter(id: three, value: 3)]),
        .next(230, [Counter(id: three, value: 3)]),
      ])
    #expect(
      deleted.events == [
        .next(210, RemovedCounter(counter: Counter(id: two, value: 2), index: 1)),
        .next(230, RemovedCounter(counter: Counter(id: one, value: 1), index: 0)),
      ])
  }

  @Test func undoBringsTheLastDeletedCounterBackAtItsPlaceWithItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [
      Counter(id: one, value: 1), Counter(id: two, value: 2), Counter(id: three, value: 3),
    ]
    let output = transform(
      scheduler, initial: initial, value: [.next(215, Counter(id: three, value: 30))],
      delete: [.next(210, two)], undo: [220, 230])
    #expect(
      scheduler.start { output.counters }.events == [
        .next(200, initial),
        .next(210, [Counter(id: one, value: 1), Counter(id: three, value: 3)]),
        .next(215, [Counter(id: one, value: 1), Counter(id: three, value: 30)]),
        .next(
          220,
          [Counter(id: one, value: 1), Counter(id: two, value: 2), Counter(id: three, value: 30)]),
      ])
  }

  @Test func undoingTwoDeletesRestoresTheOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [
      Counter(id: one, value: 1), Counter(id: two, value: 2), Counter(id: three, value: 3),
    ]
    let output = transform(
      scheduler, initial: initial, delete: [.next(210, one), .next(220, two)], undo: [230, 240])
    let events = scheduler.start { output.counters }.events
    #expect(events.count == 5)
    #expect(events.last == .next(240, initial))
    #expect(events[3] == .next(230, [Counter(id: two, value: 2), Counter(id: three, value: 3)]))
  }

  @Test func undoPutsACounterAtTheEndWhenItsPlaceIsGone() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [Counter(id: one, value: 1), Counter(id: two, value: 2)]
    let output = transform(
      scheduler, initial: initial, delete: [.next(210, two), .next(220, one)], undo: [230])
    // Undo brings back `one` (the last deleted) at index 0 of an empty list.
    #expect(
      scheduler.start { output.counters }.events.last
        == .next(230, [Counter(id: one, value: 1)]))
  }

  @Test func undoWithNothingDeletedDoesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [Counter(id: one, value: 1)]
    let output = transform(scheduler, initial: initial, undo: [210, 220])
    #expect(scheduler.start { output.counters }.events == [.next(200, initial)])
  }

  @Test func theActionsOfAllInputsMergeInTimeOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let output = transform(
      scheduler, initial: [],
      value: [.next(230, Counter(id: new1, value: 2)), .next(250, Counter(id: new2, value: -1))],
      add: [210, 220], delete: [.next(240, new1)], undo: [260])
    #expect(
      scheduler.start { output.counters }.events == [
        .next(200, []),
        .next(210, [Counter(id: new1)]),
        .next(220, [Counter(id: new1), Counter(id: new2)]),
        .next(230, [Counter(id: new1, value: 2), Counter(id: new2)]),
        .next(240, [Counter(id: new2)]),
        .next(250, [Counter(id: new2, value: -1)]),
        .next(260, [Counter(id: new1, value: 2), Counter(id: new2, value: -1)]),
      ])
  }

  @Test func theSelectionStartsAtTheFirstRowAndFollowsAddedAndRestoredCounters() {
    let scheduler = TestScheduler(initialClock: 0)
    let initial = [Counter(id: one), Counter(id: two), Counter(id: three)]
    let output = transform(
      scheduler, initial: initial, value: [.next(205, Counter(id: one, value: 4))], add: [210],
      delete: [.next(220, two)], undo: [230])
    #expect(
      scheduler.start { output.selection }.events == [
        .next(200, 0), .next(210, 3), .next(230, 1),
      ])

    let empty = TestScheduler(initialClock: 0)
    let nothing = transform(empty, initial: [], add: [210])
    #expect(empty.start { nothing.selection }.events == [.next(210, 0)])
  }

  @Test func lateSubscribersSeeTheCurrentCounters() {
    let scheduler = TestScheduler(initialClock: 0)
    let output = transform(scheduler, initial: [], add: [210])
    let early = scheduler.createObserver([Counter].self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { output.counters.subscribe(early).disposed(by: bag) }
    let late = scheduler.start(created: 0, subscribed: 300, disposed: 1000) { output.counters }
    #expect(early.events == [.next(200, []), .next(210, [Counter(id: new1)])])
    #expect(late.events == [.next(300, [Counter(id: new1)])])
  }
}
