import Synchronization

/// The subscribers of a subject, in subscription order, each under a key for removal.
///
/// Keys and observers live in parallel arrays, so finding a key is plain `UInt64` work
/// even in unspecialized generic code.
@usableFromInline
struct ObserverBag<Element> {
  @usableFromInline
  var keys: [UInt64] = []
  @usableFromInline
  var entries: ObserverEntries<Element> = []
  @usableFromInline
  var nextKey: UInt64 = 0

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { keys.isEmpty }

  @inlinable
  mutating func insert(_ observer: AnyObserver<Element>) -> UInt64 {
    let key = nextKey
    nextKey &+= 1
    keys.append(key)
    entries.append(observer)
    return key
  }

  @inlinable
  mutating func remove(_ key: UInt64) {
    if let index = keys.firstIndex(of: key) {
      keys.remove(at: index)
      entries.remove(at: index)
    }
  }

  @inlinable
  mutating func removeAll() {
    keys = []
    entries = []
  }
}

/// A snapshot of a subject's subscribers, taken under its lock and called outside it.
@usableFromInline
typealias ObserverEntries<Element> = ContiguousArray<AnyObserver<Element>>

/// Delivers `event` to every observer of `entries`.
@inlinable
func dispatch<Element>(_ event: Event<Element>, to entries: ObserverEntries<Element>) {
  for observer in entries {
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
    self.owner = Mutex(owner)
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
      let current = slot
      slot = nil
      return current
    }
    if let subject { remove(subject, key) }
  }
}
