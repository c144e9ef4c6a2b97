import Counters
import Testing
import Trellis
import TrellisRxTest

@Suite struct CellViewModelTests {
  /// The taps of one row, as hot observables on `scheduler`.
  private func input(
    _ scheduler: TestScheduler, plus: [TestTime] = [], minus: [TestTime] = [],
    delete: [TestTime] = []
  ) -> CellInput {
    func taps(_ times: [TestTime]) -> Observable<Void> {
      scheduler.createHotObservable(times.map { Recorded.next($0, ()) }).asObservable()
    }
    return CellInput(plus: taps(plus), minus: taps(minus), delete: taps(delete))
  }

  @Test func theLabelStartsWithTheInitialValueAndFollowsThePlusAndMinusTaps() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = CellViewModel(
      input(scheduler, plus: [210, 220, 240], minus: [230, 250, 260]), initialValue: 4)
    let label = scheduler.start { viewModel.label }
    #expect(
      label.events == [
        .next(200, "number is 4"), .next(210, "number is 5"), .next(220, "number is 6"),
        .next(230, "number is 5"), .next(240, "number is 6"), .next(250, "number is 5"),
        .next(260, "number is 4"),
      ])
  }

  @Test func theValueScansFromTheInitialValueAndSaysNothingBeforeTheFirstTap() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = CellViewModel(
      input(scheduler, plus: [300], minus: [210, 220, 230]), initialValue: 1)
    let value = scheduler.start { viewModel.value }
    #expect(value.events == [.next(210, 0), .next(220, -1), .next(230, -2), .next(300, -1)])
  }

  @Test func tapsBeforeSubscriptionDoNotCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = CellViewModel(input(scheduler, plus: [150, 190, 210]), initialValue: 0)
    let value = scheduler.start { viewModel.value }
    #expect(value.events == [.next(210, 1)])
  }

  @Test func deleteTapsPassThroughAndDoNotChangeTheValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = CellViewModel(
      input(scheduler, plus: [210], delete: [220, 230]), initialValue: 7)
    let deletes = scheduler.start { viewModel.delete.map { "delete" } }
    #expect(deletes.events == [.next(220, "delete"), .next(230, "delete")])

    let again = TestScheduler(initialClock: 0)
    let other = CellViewModel(input(again, plus: [210], delete: [220, 230]), initialValue: 7)
    let label = again.start { other.label }
    #expect(label.events == [.next(200, "number is 7"), .next(210, "number is 8")])
  }

  @Test func theValueStopsAtTheEndsOfInt() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = CellViewModel(
      input(scheduler, plus: [210, 220], minus: [230]), initialValue: Int.max - 1)
    let value = scheduler.start { viewModel.value }
    #expect(
      value.events == [.next(210, Int.max), .next(220, Int.max), .next(230, Int.max - 1)])

    let low = TestScheduler(initialClock: 0)
    let bottom = CellViewModel(input(low, minus: [210]), initialValue: Int.min)
    #expect(low.start { bottom.value }.events == [.next(210, Int.min)])
  }

  @Test func eachSubscriberScansTheSameTaps() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = CellViewModel(input(scheduler, plus: [210, 220]), initialValue: 0)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      viewModel.value.subscribe(first).disposed(by: bag)
      viewModel.label.subscribe(second).disposed(by: bag)
    }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(220, 2)])
    #expect(
      second.events == [
        .next(200, "number is 0"), .next(210, "number is 1"), .next(220, "number is 2"),
      ])
  }
}
