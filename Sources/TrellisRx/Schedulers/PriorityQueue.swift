/// A binary min-heap ordered by `hasHigherPriority`; used by the virtual-time schedulers.
struct PriorityQueue<Element: AnyObject> {
  private let hasHigherPriority: (Element, Element) -> Bool
  private var elements: [Element] = []

  init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
    self.hasHigherPriority = hasHigherPriority
  }

  var isEmpty: Bool { elements.isEmpty }

  func peek() -> Element? { elements.first }

  mutating func enqueue(_ element: Element) {
    elements.append(element)
    siftUp(elements.count - 1)
  }

  mutating func dequeue() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let first = elements.removeLast()
    if !elements.isEmpty { siftDown(0) }
    return first
  }

  mutating func remove(_ element: Element) {
    guard let index = elements.firstIndex(where: { $0 === element }) else { return }
    elements.swapAt(index, elements.count - 1)
    elements.removeLast()
    if index < elements.count {
      siftUp(index)
      siftDown(index)
    }
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard hasHigherPriority(elements[child], elements[parent]) else { return }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = parent * 2 + 1
      let right = left + 1
      var best = parent
      if left < elements.count && hasHigherPriority(elements[left], elements[best]) { best = left }
      if right < elements.count && hasHigherPriority(elements[right], elements[best]) {
        best = right
      }
      if best == parent { return }
      elements.swapAt(parent, best)
      parent = best
    }
  }
}
