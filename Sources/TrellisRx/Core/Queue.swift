/// A first-in first-out queue: an array read from a moving head, compacted as it drains.
///
/// Dequeuing is O(1): the head moves on, and the array is emptied (keeping its capacity)
/// when the head reaches the end, or shifted down once the dead front is at least 32
/// elements and half the array. So a queue that never fully drains — an `observe(on:)`
/// whose scheduler lags behind its source — still holds only about twice what is waiting.
@usableFromInline
struct Queue<Element> {
  @usableFromInline
  var storage: [Element] = []
  @usableFromInline
  var head = 0

  @inlinable
  init() {}

  /// Whether nothing is waiting.
  @inlinable
  var isEmpty: Bool { head == storage.count }

  /// The number of waiting elements.
  @inlinable
  var count: Int { storage.count - head }

  /// The element at the front, left in place; nil when empty.
  @inlinable
  var first: Element? { head < storage.count ? storage[head] : nil }

  /// The waiting elements, front first.
  @inlinable
  var elements: ArraySlice<Element> { storage[head...] }

  /// Adds `element` at the back.
  @inlinable
  mutating func enqueue(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the element at the front, or nil when empty.
  @inlinable
  mutating func dequeue() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    head += 1
    compact()
    return element
  }

  /// Removes everything; with `keepingCapacity`, the storage is kept for reuse.
  @inlinable
  mutating func removeAll(keepingCapacity: Bool = false) {
    storage.removeAll(keepingCapacity: keepingCapacity)
    head = 0
  }

  @inlinable
  mutating func compact() {
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
  }
}
