import Foundation

/// What the ``CounterListViewModel`` scans its actions into: the counters, the deleted ones
/// that undo can bring back (most recent last), and what the latest action did.
struct CounterListState: Equatable {
  /// What one action did to the list.
  enum Change: Equatable {
    /// A counter was added at `index`.
    case added(index: Int)
    /// A counter's value changed.
    case changed
    /// A counter was deleted.
    case deleted(RemovedCounter)
    /// A deleted counter came back at `index`.
    case restored(index: Int)

    /// The row to select after the change: a new or restored counter.
    var selectedIndex: Int? {
      switch self {
      case .added(let index), .restored(let index): return index
      case .changed, .deleted: return nil
      }
    }
  }

  /// How many deleted counters undo remembers.
  static let undoLimit = 20

  /// The counters, in the order they show.
  var counters: [Counter]
  /// The deleted counters, oldest first; undo takes the last.
  var removed: [RemovedCounter] = []
  /// What the latest action did; nil when it did nothing (an unknown id, nothing to undo).
  var change: Change?

  /// Applies `action`, making the id of a new counter with `makeID`.
  mutating func apply(_ action: CounterListViewModel.Action, makeID: () -> UUID) {
    change = nil
    switch action {
    case .add:
      counters.append(Counter(id: makeID(), value: 0))
      change = .added(index: counters.count - 1)
    case .value(let update):
      guard let index = counters.firstIndex(where: { $0.id == update.id }) else { return }
      guard counters[index].value != update.value else { return }
      counters[index].value = update.value
      change = .changed
    case .delete(let id):
      guard let index = counters.firstIndex(where: { $0.id == id }) else { return }
      let record = RemovedCounter(counter: counters.remove(at: index), index: index)
      removed.append(record)
      if removed.count > Self.undoLimit { removed.removeFirst(removed.count - Self.undoLimit) }
      change = .deleted(record)
    case .undo:
      guard let record = removed.popLast() else { return }
      // An id already back in the list (it cannot be, but never show a counter twice).
      guard !counters.contains(where: { $0.id == record.counter.id }) else { return }
      let index = Swift.min(Swift.max(0, record.index), counters.count)
      counters.insert(record.counter, at: index)
      change = .restored(index: index)
    }
  }
}
