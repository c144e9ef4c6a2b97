import Synchronization

/// The subscribers of a subject, in subscription order, each under a key for removal.
///
/// Most subjects and shares have one subscriber, so the first is kept inline and arrays are
/// only made for a second: subscribing once allocates nothing here. The inline slot is
/// filled only when the bag is empty, so `first` always precedes `rest` in subscription
/// order. Keys and observers of `rest` live in parallel arrays, so finding a key is plain
/// `UInt64` work even in unspecialized generic code.
@usableFromInline
struct ObserverBag<Element> {
  @usableFromInline
  var firstKey: UInt64 = 0
  @usableFromInline
  var first: AnyObserver<Element>?
  @usableFromInline
  var restKeys: [UInt64] = []
  @usableFromInline
  var rest: ContiguousArray<AnyObserver<Element>> = []
  @usableFromInline
  var nextKey: UInt64 = 0

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { first == nil && restKeys.isEmpty }

  /// The number of subscribers.
  @inlinable
  var count: Int { (first == nil ? 0 : 1) + restKeys.count }

  /// The subscribers now, to call outside the lock.
  @inlinable
  var entries: ObserverEntries<Element> {
    ObserverEntries(first: first, rest: rest)
  }

  @inlinable
  mutating func insert(_ observer: AnyObserver<Element>) -> UInt64 {
    let key = nextKey
    nextKey &+= 1
    if isEmpty {
      firstKey = key
      first = observer
    } else {
      restKeys.append(key)
      rest.append(observer)
    }
    return key
  }

  /// Removes the subscriber under `key`; false if it was not there.
  @inlinable
  @discardableResult
  mutating func remove(_ key: UInt64) -> Bool {
    if first != nil && firstKey == key {
      first = nil
      return true
    }
    guard let index = restKeys.firstIndex(of: key) else { return false }
    restKeys.remove(at: index)
    rest.remove(at: index)
    return true
  }

  @inlinable
  mutating func removeAll() {
    first = nil
    restKeys = []
    rest = []
  }
}

/// A snapshot of a subject's subscribers, taken under its lock and called outside it.
@usableFromInline
struct ObserverEntries<Element> {
  @usableFromInline
  let first: AnyObserver<Element>?
  @usableFromInline
  let rest: ContiguousArray<AnyObserver<Element>>

  @inlinable
  init(first: AnyObserver<Element>?, rest: ContiguousArray<AnyObserver<Element>>) {
    self.first = first
    self.rest = rest
  }

  /// No subscribers.
  @inlinable
  static var none: ObserverEntries<Element> { ObserverEntries(first: nil, rest: []) }
}

/// Delivers `event` to every observer of `entries`.
@inlinable
func dispatch<Element>(_ event: Event<Element>, to entries: ObserverEntries<Element>) {
  entries.first?.on(event)
  for observer in entries.rest {
    observer.on(event)
  }
}

/// Something that can remove a subscriber by key; subjects are.
@usableFromInline
protocol SubjectUnsubscribing: AnyObject {
  func unsubscribe(_ key: UInt64)
}

/// The disposable a subject returns from `subscribe`: removes the subscriber, once.
///
/// It calls back through a plain function (`remove`) rather than a protocol, so a subject
/// created in specialized code removes subscribers with specialized code.
///
/// `@unchecked Sendable`: `owner` (a `Mutex`) guards the subject; `key` and `remove` never
/// change.
@usableFromInline
final class SubjectSubscription: Disposable, @unchecked Sendable {
  @usableFromInline
  let owner: Mutex<AnyObject?>
  @usableFromInline
  let key: UInt64
  @usableFromInline
  let remove: (AnyObject, UInt64) -> Void

  @inlinable
  init(owner: AnyObject, key: UInt64, remove: @escaping (AnyObject, UInt64) -> Void) {
    self.owner = Mutex(guarding: owner)
    self.key = key
    self.remove = remove
  }

  /// A subscription that removes through the `SubjectUnsubscribing` protocol.
  @inlinable
  convenience init(owner: SubjectUnsubscribing, key: UInt64) {
    self.init(owner: owner, key: key) { owner, key in
      (owner as? SubjectUnsubscribing)?.unsubscribe(key)
    }
  }

  @inlinable
  func dispose() {
    let subject = owner.criticalSection { slot -> AnyObject? in
      return slot.take()
    }
    if let subject { remove(subject, key) }
  }
}
