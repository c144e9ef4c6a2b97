import Synchronization

/// A group of disposables disposed together. Adding to a disposed group disposes the new
/// member at once.
///
/// Members are kept in two parallel arrays in insertion order; keys only grow, so a key is
/// found by binary search. No hashing, and no storage at all until the first member.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the members and the next key.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// Identifies a member so it can be removed.
  public struct DisposeKey: Hashable {
    fileprivate let value: UInt64
  }

  private struct State {
    var keys: [UInt64] = []
    var members: [Disposable] = []
    var disposed = false
    var nextKey: UInt64 = 0

    /// The index of `key` in `keys`, if it is there.
    func index(of key: UInt64) -> Int? {
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keys[middle] < key { low = middle + 1 } else { high = middle }
      }
      return low < keys.count && keys[low] == key ? low : nil
    }
  }

  private let state = Mutex(State())

  /// An empty group.
  public init() {
    Resources.increment()
  }

  /// A group of two.
  public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
    self.init(disposables: [disposable1, disposable2])
  }

  /// A group of three.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// A group of four or more.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposable4: Disposable, _ disposables: Disposable...
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
  }

  /// A group of any number.
  public convenience init(disposables: [Disposable]) {
    self.init()
    for disposable in disposables { _ = insert(disposable) }
  }

  deinit {
    Resources.decrement()
  }

  /// Whether the group was disposed.
  public var isDisposed: Bool {
    state.criticalSection { $0.disposed }
  }

  /// The number of members not yet disposed.
  public var count: Int {
    state.criticalSection { $0.members.count }
  }

  /// Adds `disposable`; returns its key, or nil (having disposed it) if the group is disposed.
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    let key = state.criticalSection { state -> UInt64? in
      if state.disposed { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.keys.append(key)
      state.members.append(disposable)
      return key
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(value: key)
  }

  /// Removes the member for `disposeKey` and disposes it.
  public func remove(for disposeKey: DisposeKey) {
    let removed = state.criticalSection { state -> Disposable? in
      guard let index = state.index(of: disposeKey.value) else { return nil }
      state.keys.remove(at: index)
      return state.members.remove(at: index)
    }
    removed?.dispose()
  }

  /// Disposes every member, in insertion order.
  public func dispose() {
    let members = state.criticalSection { state -> [Disposable] in
      if state.disposed { return [] }
      state.disposed = true
      let members = state.members
      state.keys = []
      state.members = []
      return members
    }
    for member in members {
      member.dispose()
    }
  }
}
