import Testing
import TrellisRx
import TrellisRxTest

@Suite struct RepeatElementTests {
  @Test func repeatsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 205) {
      Observable.repeatElement(42, scheduler: scheduler)
    }
    #expect(res.events == [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42)])
  }

  @Test func disposingFromOnNextOnTheTrampolineStops() {
    var count = 0
    let subscription = SingleAssignmentDisposable()
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      subscription.setDisposable(
        Observable.repeatElement("x").subscribe(onNext: { _ in
          count += 1
          if count == 10_000 { subscription.dispose() }
        }))
      return Disposables.create()
    }
    #expect(count == 10_000)
  }
}
