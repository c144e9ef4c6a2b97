import Synchronization

/// A group of disposables disposed together. Adding to a disposed group disposes the new
/// member at once.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the members and the next key.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// Identifies a member so it can be removed.
  public struct DisposeKey: Hashable {
    fileprivate let value: UInt64
  }

  private struct State {
    var members: [UInt64: Disposable]? = [:]
    var nextKey: UInt64 = 0
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
    state.criticalSection { $0.members == nil }
  }

  /// The number of members not yet disposed.
  public var count: Int {
    state.criticalSection { $0.members?.count ?? 0 }
  }

  /// Adds `disposable`; returns its key, or nil (having disposed it) if the group is disposed.
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    let key = state.criticalSection { state -> UInt64? in
      guard state.members != nil else { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.members?[key] = disposable
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
    let removed = state.criticalSection { $0.members?.removeValue(forKey: disposeKey.value) }
    removed?.dispose()
  }

  /// Disposes every member, in insertion order.
  public func dispose() {
    let members = state.criticalSection { state -> [UInt64: Disposable]? in
      let members = state.members
      state.members = nil
      return members
    }
    guard let members else { return }
    for key in members.keys.sorted() {
      members[key]?.dispose()
    }
  }
}
