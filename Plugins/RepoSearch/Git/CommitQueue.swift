/// Commits waiting to be shown, newest first: a binary heap on commit time (ties go to the
/// commit queued first), as `git log`'s default order walks history.
struct CommitQueue {
  private var heap: [(time: Int64, order: Int, oid: GitOID)] = []
  private var count = 0

  /// Whether nothing is queued.
  var isEmpty: Bool {
    heap.isEmpty
  }

  /// Queues `oid`, committed at `time` (seconds since 1970).
  mutating func push(_ oid: GitOID, time: Int64) {
    count += 1
    heap.append((time, count, oid))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard comesFirst(child, parent) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes the newest commit.
  mutating func pop() -> GitOID? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let top = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, comesFirst(left, first) { first = left }
      if right < heap.count, comesFirst(right, first) { first = right }
      if first == parent { break }
      heap.swapAt(parent, first)
      parent = first
    }
    return top.oid
  }

  private func comesFirst(_ lhs: Int, _ rhs: Int) -> Bool {
    heap[lhs].time != heap[rhs].time
      ? heap[lhs].time > heap[rhs].time : heap[lhs].order < heap[rhs].order
  }
}
