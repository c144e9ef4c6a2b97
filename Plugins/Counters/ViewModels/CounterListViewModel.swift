import Foundation
import Trellis

/// The list's logic: the seed's view controller view model. It merges the actions — add a
/// counter, a row's new value, delete a row, undo a delete — and scans them into the
/// counters, starting from the ones loaded.
///
/// ```swift
/// let viewModel = CounterListViewModel(initialCounters: store.load())
/// let output = viewModel.transform(.init(value: values, add: addTaps, delete: deletes))
/// output.counters  // the counters at once, then after each change
/// ```
///
/// It never sees the list view or the database: the screen binds ``Output/counters`` to the
/// list and to the ``CounterStore``, and ``Output/deleted`` to a toast whose undo key feeds
/// ``Input/undo``.
public struct CounterListViewModel: ViewModelType {
  /// What the screen feeds in.
  public struct Input {
    /// A row's new value: which counter (`id`) and its value now.
    public let value: Observable<Counter>
    /// The add button (or key).
    public let add: Observable<Void>
    /// The id of a counter to delete.
    public let delete: Observable<UUID>
    /// Brings back the most recently deleted counter, at its place, with its value.
    public let undo: Observable<Void>

    /// The inputs; `undo` defaults to none.
    public init(
      value: Observable<Counter>, add: Observable<Void>, delete: Observable<UUID>,
      undo: Observable<Void> = .empty()
    ) {
      self.value = value
      self.add = add
      self.delete = delete
      self.undo = undo
    }
  }

  /// What the screen binds.
  public struct Output {
    /// The counters: the initial ones on subscription, then the list after each change
    /// (repeats are dropped). Shared: every subscriber sees the same list.
    public let counters: Observable<[Counter]>
    /// Each counter deleted, with its place: what the undo toast is about.
    public let deleted: Observable<RemovedCounter>
    /// The row to select: the first at start (when there are counters), then a counter
    /// just added or brought back.
    public let selection: Observable<Int>
  }

  /// The seed's actions, one per input.
  enum Action: Equatable {
    case add
    case value(Counter)
    case delete(UUID)
    case undo
  }

  /// The counters the list starts with.
  public let initialCounters: [Counter]
  private let makeID: () -> UUID

  /// A view model starting from `initialCounters`, giving new counters ids from `makeID`
  /// (random UUIDs by default; tests pass a predictable sequence).
  public init(initialCounters: [Counter], makeID: @escaping () -> UUID = UUID.init) {
    self.initialCounters = initialCounters
    self.makeID = makeID
  }

  /// Merges the inputs into actions and scans them into the counters.
  public func transform(_ input: Input) -> Output {
    let addAction = input.add.map { Action.add }
    let valueAction = input.value.map(Action.value)
    let deleteAction = input.delete.map(Action.delete)
    let undoAction = input.undo.map { Action.undo }
    let makeID = self.makeID
    let states = Observable.merge(addAction, valueAction, deleteAction, undoAction)
      .scan(into: CounterListState(counters: initialCounters)) { state, action in
        state.apply(action, makeID: makeID)
      }
      .share()
    let changed = states.filter { $0.change != nil }
    let counters = changed.map(\.counters)
      .startWith(initialCounters)
      .distinctUntilChanged()
      .share(replay: 1)
    let deleted = changed.compactMap { state -> RemovedCounter? in
      guard case .deleted(let record) = state.change else { return nil }
      return record
    }
    let picked = changed.compactMap { $0.change?.selectedIndex }
    let selection = initialCounters.isEmpty ? picked : picked.startWith(0)
    return Output(counters: counters, deleted: deleted, selection: selection)
  }
}
