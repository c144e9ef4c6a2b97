import Synchronization

/// Hands out the ids image views place their pictures under: unique in the process, never
/// zero (kitty's "no id"), wrapping after 2³²−1.
enum ImagePlacementIDs {
  private static let last = Atomic<UInt32>(0)

  /// A new id.
  static func next() -> UInt32 {
    while true {
      let id = last.add(1, ordering: .relaxed).newValue
      if id != 0 { return id }
    }
  }
}
