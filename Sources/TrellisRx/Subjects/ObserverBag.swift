/// The subscribers of a subject, in subscription order, each under a key for removal.
@usableFromInline
struct ObserverBag<Element> {
  @usableFromInline
  var entries: ObserverEntries<Element> = []
  @usableFromInline
  var nextKey: UInt64 = 0

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { entries.isEmpty }

  @inlinable
  mutating func insert(_ observer: AnyObserver<Element>) -> UInt64 {
    let key = nextKey
    nextKey &+= 1
    entries.append((key, observer))
    return key
  }

  @inlinable
  mutating func remove(_ key: UInt64) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries.remove(at: index)
    }
  }

  @inlinable
  mutating func removeAll() {
    entries = []
  }
}

/// A snapshot of a subject's subscribers, taken under its lock and called outside it.
@usableFromInline
typealias ObserverEntries<Element> = ContiguousArray<(key: UInt64, observer: AnyObserver<Element>)>

/// Delivers `event` to every observer of `entries`.
@inlinable
func dispatch<Element>(_ event: Event<Element>, to entries: ObserverEntries<Element>) {
  for entry in entries {
    entry.observer.on(event)
  }
}

/// Something that can remove a subscriber by key; subjects are.
@usableFromInline
protocol SubjectUnsubscribing: AnyObject {
  func unsubscribe(_ key: UInt64)
}

/// The disposable a subject returns from `subscribe`: removes the subscriber, once.
@usableFromInline
final class SubjectSubscription: Disposable, @unchecked Sendable {
  @usableFromInline
  var owner: SubjectUnsubscribing?
  @usableFromInline
  let key: UInt64
  @usableFromInline
  let lock = RecursiveLock()

  @inlinable
  init(owner: SubjectUnsubscribing, key: UInt64) {
    self.owner = owner
    self.key = key
  }

  @inlinable
  func dispose() {
    let subject = lock.performLocked { () -> SubjectUnsubscribing? in
      let current = owner
      owner = nil
      return current
    }
    subject?.unsubscribe(key)
  }
}
