import Foundation
import Testing
import TrellisRx
import TrellisRxTest

// The counters list from the seeds: each cell has plus, minus and delete buttons and a
// label; a parent view model keeps the list of counters from add/value/delete actions.

/// What a counter cell sends: taps on its three buttons.
private struct CellInput {
  let plus: Observable<Void>
  let minus: Observable<Void>
  let delete: Observable<Void>
}

/// A counter cell's outputs: its label, its current value, and its delete requests.
private struct CellViewModel {
  let label: Observable<String>
  let value: Observable<Int>
  let delete: Observable<Void>

  init(_ input: CellInput, initialValue: Int) {
    let add = input.plus.map { 1 }
    let subtract = input.minus.map { -1 }
    value = Observable.merge(add, subtract)
      .scan(initialValue, accumulator: +)
    label =
      value
      .startWith(initialValue)
      .map { "number is \($0)" }
    delete = input.delete
  }
}

/// One counter of the list.
private struct Counter: Equatable {
  let id: UUID
  var value: Int
}

/// What the list screen sends: value changes from cells, add taps, and delete requests.
private struct CountersInput {
  let value: Observable<(id: UUID, value: Int)>
  let add: Observable<Void>
  let delete: Observable<UUID>
}

/// The list screen's output: the counters, after every action.
private struct CountersViewModel {
  private enum Action {
    case add
    case value(id: UUID, value: Int)
    case delete(id: UUID)
  }

  let counters: Observable<[Counter]>

  init(_ input: CountersInput, initialValues: [Counter], makeID: @escaping () -> UUID) {
    let addAction = input.add.map { Action.add }
    let valueAction = input.value.map(Action.value)
    let deleteAction = input.delete.map(Action.delete)
    counters = Observable.merge(addAction, valueAction, deleteAction)
      .scan(into: initialValues) { model, action in
        switch action {
        case .add:
          model.append(Counter(id: makeID(), value: 0))
        case .value(let id, let value):
          if let index = model.firstIndex(where: { $0.id == id }) {
            model[index].value = value
          }
        case .delete(let id):
          if let index = model.firstIndex(where: { $0.id == id }) {
            model.remove(at: index)
          }
        }
      }
  }
}

/// A fixed id for the `n`th counter, so recorded lists can be compared.
private func counterID(_ n: Int) -> UUID {
  UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n)) ?? UUID()
}

@Suite struct CountersSeedTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func cellLabelFollowsPlusAndMinus() {
    let plus = scheduler.createHotObservable([.next(210, ()), .next(220, ()), .next(240, ())])
    let minus = scheduler.createHotObservable([.next(230, ())])
    let delete = scheduler.createHotObservable([.next(250, ())])
    let input = CellInput(
      plus: plus.asObservable(), minus: minus.asObservable(), delete: delete.asObservable())
    let viewModel = CellViewModel(input, initialValue: 5)

    let label = scheduler.start { viewModel.label }
    #expect(
      label.events == [
        .next(200, "number is 5"), .next(210, "number is 6"), .next(220, "number is 7"),
        .next(230, "number is 6"), .next(240, "number is 7"),
      ])
    #expect(plus.subscriptions == [Subscription(200, 1000)])
    #expect(minus.subscriptions == [Subscription(200, 1000)])
  }

  @Test func cellValueAndDeleteOutputs() {
    let plus = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
    let minus = scheduler.createHotObservable([.next(230, ()), .next(235, ())])
    let delete = scheduler.createHotObservable([.next(250, ())])
    let input = CellInput(
      plus: plus.asObservable(), minus: minus.asObservable(), delete: delete.asObservable())
    let viewModel = CellViewModel(input, initialValue: 0)
    let values = scheduler.createObserver(Int.self)
    let deletes = scheduler.createObserver(Void.self)
    scheduler.scheduleAt(200) {
      _ = viewModel.value.subscribe(values)
      _ = viewModel.delete.subscribe(deletes)
    }
    scheduler.start()
    #expect(values.events == [.next(210, 1), .next(220, 2), .next(230, 1), .next(235, 0)])
    #expect(deletes.events.map(\.time) == [250])
  }

  @Test func listScansAddValueAndDeleteActions() {
    let first = Counter(id: counterID(1), value: 0)
    let second = Counter(id: counterID(2), value: 3)
    let add = scheduler.createHotObservable([.next(210, ())])
    let value = scheduler.createHotObservable([
      .next(220, (id: counterID(2), value: 4)), .next(225, (id: counterID(9), value: 1)),
    ])
    let delete = scheduler.createHotObservable([.next(230, counterID(1))])
    let input = CountersInput(
      value: value.asObservable(), add: add.asObservable(), delete: delete.asObservable())
    var nextID = 2
    let viewModel = CountersViewModel(input, initialValues: [first, second]) {
      nextID += 1
      return counterID(nextID)
    }
    let res = scheduler.start(disposed: 300) { viewModel.counters }
    let third = Counter(id: counterID(3), value: 0)
    var updated = second
    updated.value = 4
    #expect(
      res.events == [
        .next(210, [first, second, third]),
        .next(220, [first, updated, third]),
        .next(225, [first, updated, third]),
        .next(230, [updated, third]),
      ])
    #expect(add.subscriptions == [Subscription(200, 300)])
    #expect(value.subscriptions == [Subscription(200, 300)])
    #expect(delete.subscriptions == [Subscription(200, 300)])
  }

  @Test func cellsDriveTheList() {
    // The screen binds each cell's value and delete outputs to the list's inputs.
    let values = PublishSubject<(id: UUID, value: Int)>()
    let deletes = PublishSubject<UUID>()
    let add = scheduler.createHotObservable([.next(260, ())])
    let initial = [Counter(id: counterID(1), value: 10), Counter(id: counterID(2), value: 20)]
    let list = CountersViewModel(
      CountersInput(value: values.asObservable(), add: add.asObservable(), delete: deletes),
      initialValues: initial, makeID: { counterID(7) })

    let plus = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
    let minus = scheduler.createHotObservable([.next(230, ())])
    let delete = scheduler.createHotObservable([.next(250, ())])
    let cell = CellViewModel(
      CellInput(
        plus: plus.asObservable(), minus: minus.asObservable(), delete: delete.asObservable()),
      initialValue: initial[1].value)
    let bag = DisposeBag()
    scheduler.scheduleAt(150) {
      cell.value.map { (id: counterID(2), value: $0) }
        .subscribe(onNext: { values.onNext($0) })
        .disposed(by: bag)
      cell.delete.map { counterID(2) }
        .subscribe(onNext: { deletes.onNext($0) })
        .disposed(by: bag)
    }
    let labels = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) { cell.label.subscribe(labels).disposed(by: bag) }

    let res = scheduler.start { list.counters.map { $0.map(\.value) } }
    #expect(
      res.events == [
        .next(210, [10, 21]), .next(220, [10, 22]), .next(230, [10, 21]), .next(250, [10]),
        .next(260, [10, 0]),
      ])
    #expect(
      labels.events == [
        .next(200, "number is 20"), .next(210, "number is 21"), .next(220, "number is 22"),
        .next(230, "number is 21"),
      ])
    #expect(plus.subscriptions == [Subscription(150), Subscription(200)])
  }
}
