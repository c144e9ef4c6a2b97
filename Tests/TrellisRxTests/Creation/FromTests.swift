import Testing
import TrellisRx
import TrellisRxTest

@Suite struct FromTests {
  @Test func arrayOnTestSchedulerSendsOneElementPerStep() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
    #expect(
      res.events == [
        .next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205),
      ])
  }

  @Test func emptyArrayCompletesInOneStep() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
    #expect(res.events == [.completed(201)])
  }

  @Test func disposeMidStreamCancelsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.from([3, 1, 2, 4], scheduler: scheduler)
    }
    #expect(res.events == [.next(201, 3), .next(202, 1)])
  }

  @Test func sequenceIsIteratedAfreshPerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = Observable.from(stride(from: 10, to: 40, by: 10), scheduler: scheduler)
    let res = scheduler.start { source }
    #expect(res.events == [.next(201, 10), .next(202, 20), .next(203, 30), .completed(204)])
    var again: [Int] = []
    _ = Observable.from(AnySequence([5, 6])).subscribe(onNext: { again.append($0) })
    #expect(again == [5, 6])
  }

  @Test func defaultSchedulerEmitsSynchronouslyAndCompletes() {
    var events: [Event<Int>] = []
    _ = Observable.from([1, 2, 3]).subscribe { events.append($0) }
    #expect(events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func hugeSequenceDoesNotGrowTheStack() {
    var count = 0
    var last = -1
    var completed = false
    _ = Observable.from(0..<200_000).subscribe(
      onNext: {
        count += 1
        last = $0
      },
      onCompleted: { completed = true })
    #expect(count == 200_000)
    #expect(last == 199_999)
    #expect(completed)
  }

  @Test func disposingInsideOnNextStopsTheSequence() {
    var received: [Int] = []
    var completed = false
    let subscription = SingleAssignmentDisposable()
    // Subscribing inside a trampoline defers the emission until the subscription is stored,
    // so onNext can dispose it.
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      subscription.setDisposable(
        Observable.from(0..<100).subscribe(
          onNext: { value in
            received.append(value)
            if value == 2 { subscription.dispose() }
          },
          onCompleted: { completed = true }))
      return Disposables.create()
    }
    #expect(received == [0, 1, 2])
    #expect(!completed)
  }

  @Test func trampolineInterleavesTwoSequences() {
    var received: [Int] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      _ = Observable.from([1, 2]).subscribe(onNext: { received.append($0) })
      _ = Observable.from([3, 4]).subscribe(onNext: { received.append($0) })
      return Disposables.create()
    }
    #expect(received == [1, 3, 2, 4])
  }

  @Test func optionalWithValueEmitsItAndCompletes() {
    var events: [Event<Int>] = []
    _ = Observable.from(optional: 7).subscribe { events.append($0) }
    #expect(events == [.next(7), .completed])
  }

  @Test func optionalNilOnlyCompletes() {
    var events: [Event<Int>] = []
    _ = Observable<Int>.from(optional: nil).subscribe { events.append($0) }
    #expect(events == [.completed])
  }

  @Test func optionalOnSchedulerUsesTwoSteps() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: 7, scheduler: scheduler) }
    #expect(res.events == [.next(201, 7), .completed(202)])
    let none = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) {
      Observable<Int>.from(optional: nil, scheduler: scheduler)
    }
    #expect(none.events == [.completed(1101)])
  }

  @Test func optionalOnSchedulerDisposedBeforeItRunsSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 201) {
      Observable.from(optional: 7, scheduler: scheduler)
    }
    #expect(res.events == [])
  }
}
