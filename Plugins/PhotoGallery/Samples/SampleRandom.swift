/// A small deterministic random source (SplitMix64), so sample number n is the same
/// picture on every machine.
struct SampleRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  mutating func float(_ range: ClosedRange<Float>) -> Float {
    let unit = Float(next() >> 40) / Float(1 << 24)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }
}
