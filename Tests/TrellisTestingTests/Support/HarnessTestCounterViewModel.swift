import Trellis

/// The counters view model: counts the increments, takes an edited value, opens the
/// detail of the current count and the edit modal.
struct HarnessTestCounterViewModel: ViewModelType {
  struct Input {
    let increments: Observable<Void>
    let edited: Observable<Int>
    let open: Observable<Void>
    let edit: Observable<Void>
  }

  struct Output {
    let text: Observable<String>
    let navigation: Observable<NavigationIntent>
  }

  func transform(_ input: Input) -> Output {
    enum Change {
      case add
      case set(Int)
    }
    let count = Observable.merge(input.increments.map { Change.add }, input.edited.map(Change.set))
      .scan(0) { total, change in
        switch change {
        case .add: return total + 1
        case .set(let value): return value
        }
      }
      .startWith(0)
      .share(replay: 1)
    let navigation = Observable.merge(
      input.open.withLatestFrom(count).map { NavigationIntent.push("counters/\($0)") },
      input.edit.map { NavigationIntent.present("counters/edit") })
    return Output(text: count.map { "Count: \($0)" }, navigation: navigation)
  }
}
