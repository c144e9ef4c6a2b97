extension Color {
  /// This colour as a terminal of `depth` can show it, in its shortest form.
  ///
  /// - `trueColor`: colours stay as they are, except that palette entries 0–15 become the
  ///   ANSI colours they are (`31` is shorter than `38;5;1`).
  /// - `indexed256`: 24-bit colours become the nearest entry of the 6×6×6 cube or the grey
  ///   ramp (entries 16–255, whose values are fixed; 0–15 are themable and never chosen).
  /// - `ansi16`: 24-bit colours and palette entries 16–255 become the nearest of the 16 ANSI
  ///   colours, as xterm draws them by default.
  /// - `none`: every colour becomes the terminal's default.
  ///
  /// `ansi(n)` with `n` above 15 is read as palette entry `n`.
  public func downsampled(to depth: ColorDepth) -> Color {
    switch self {
    case .default:
      return .default
    case .ansi(let index), .indexed(let index):
      if depth == .none { return .default }
      if index < 16 { return .ansi(index) }
      if depth == .ansi16 {
        let (red, green, blue) = Color.rgbOfPaletteEntry(index)
        return .ansi(Color.nearestAnsi(red: red, green: green, blue: blue))
      }
      return .indexed(index)
    case .rgb(let red, let green, let blue):
      switch depth {
      case .none: return .default
      case .ansi16: return .ansi(Color.nearestAnsi(red: red, green: green, blue: blue))
      case .indexed256:
        return .indexed(Color.nearestPaletteEntry(red: red, green: green, blue: blue))
      case .trueColor: return self
      }
    }
  }

  /// The levels of the 6×6×6 colour cube (palette entries 16–231).
  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default values for the 16 ANSI colours.
  private static let ansiPalette: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The squared distance between two colours, each channel weighted by how much the eye
  /// notices it (the "redmean" approximation).
  private static func distance(
    _ first: (Int, Int, Int), _ second: (Int, Int, Int)
  ) -> Int {
    let meanRed = (first.0 + second.0) / 2
    let red = first.0 - second.0
    let green = first.1 - second.1
    let blue = first.2 - second.2
    return ((512 + meanRed) * red * red) / 256 + 4 * green * green
      + ((767 - meanRed) * blue * blue) / 256
  }

  /// The nearest of palette entries 16–255 to an rgb colour: the nearer of the closest cube
  /// entry and the closest grey (as tmux chooses).
  static func nearestPaletteEntry(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    func cubeIndex(_ value: Int) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }
    let target = (Int(red), Int(green), Int(blue))
    let (redIndex, greenIndex, blueIndex) =
      (cubeIndex(target.0), cubeIndex(target.1), cubeIndex(target.2))
    let cube = (cubeLevels[redIndex], cubeLevels[greenIndex], cubeLevels[blueIndex])
    let cubeEntry = 16 + 36 * redIndex + 6 * greenIndex + blueIndex
    if cube == target { return UInt8(cubeEntry) }
    let average = (target.0 + target.1 + target.2) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + 10 * greyIndex
    if distance((grey, grey, grey), target) < distance(cube, target) {
      return UInt8(232 + greyIndex)
    }
    return UInt8(cubeEntry)
  }

  /// The nearest of the 16 ANSI colours (by xterm's default values) to an rgb colour.
  static func nearestAnsi(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let target = (Int(red), Int(green), Int(blue))
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in ansiPalette.enumerated() {
      let candidate = distance(entry, target)
      if candidate < bestDistance {
        best = index
        bestDistance = candidate
      }
    }
    return UInt8(best)
  }

  /// The rgb value of a palette entry, as xterm defines entries 0–255.
  static func rgbOfPaletteEntry(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    let entry = Int(index)
    if entry < 16 {
      let (red, green, blue) = ansiPalette[entry]
      return (UInt8(red), UInt8(green), UInt8(blue))
    }
    if entry >= 232 {
      let grey = UInt8(8 + 10 * (entry - 232))
      return (grey, grey, grey)
    }
    let cube = entry - 16
    return (
      UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]),
      UInt8(cubeLevels[cube % 6])
    )
  }
}
