/// The memory a renderer writes a frame into before copying it to its `bytes` array: plain
/// stores with one capacity check, and no uniqueness check or function call per byte as
/// appending to an array has.
///
/// A renderer owns one; copies of a renderer share it, which is harmless because a frame is
/// written and copied out within one `render` call (a renderer is not used from two
/// threads at once).
final class OutputBuffer {
  /// The start of the memory.
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// How many bytes fit.
  private(set) var capacity: Int

  /// Memory for `capacity` bytes.
  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Makes room for at least `minimum` bytes, keeping the first `count`.
  func grow(toAtLeast minimum: Int, keeping count: Int) {
    let newCapacity = max(minimum, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
