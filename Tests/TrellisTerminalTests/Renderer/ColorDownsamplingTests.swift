import Testing
import TrellisTerminal

@Suite struct ColorDownsamplingTests {
  @Test(arguments: [
    (Color.rgb(0, 0, 0), Color.indexed(16)),
    (.rgb(255, 255, 255), .indexed(231)),
    (.rgb(95, 135, 175), .indexed(67)),
    (.rgb(255, 0, 0), .indexed(196)),
    (.rgb(128, 128, 128), .indexed(244)),
    (.rgb(250, 250, 250), .indexed(231)),
    (.rgb(30, 30, 30), .indexed(234)),
    (.rgb(250, 128, 114), .indexed(209)),
    (.indexed(3), .ansi(3)),
    (.indexed(100), .indexed(100)),
    (.ansi(12), .ansi(12)),
    (.default, .default),
  ])
  func to256Colours(color: Color, expected: Color) {
    #expect(color.downsampled(to: .indexed256) == expected)
  }

  @Test(arguments: [
    (Color.rgb(0, 0, 0), Color.ansi(0)),
    (.rgb(255, 255, 255), .ansi(15)),
    (.rgb(250, 10, 10), .ansi(9)),
    (.rgb(190, 0, 0), .ansi(1)),
    (.rgb(128, 128, 128), .ansi(8)),
    (.rgb(200, 200, 200), .ansi(7)),
    (.rgb(0, 0, 230), .ansi(4)),
    (.rgb(0, 180, 0), .ansi(2)),
    (.indexed(196), .ansi(9)),
    (.indexed(21), .ansi(4)),
    (.indexed(232), .ansi(0)),
    (.indexed(9), .ansi(9)),
  ])
  func to16Colours(color: Color, expected: Color) {
    #expect(color.downsampled(to: .ansi16) == expected)
  }

  @Test func trueColourKeepsColoursAndNoneDropsThem() {
    #expect(Color.rgb(1, 2, 3).downsampled(to: .trueColor) == .rgb(1, 2, 3))
    #expect(Color.indexed(200).downsampled(to: .trueColor) == .indexed(200))
    #expect(Color.indexed(5).downsampled(to: .trueColor) == .ansi(5))
    for color in [Color.rgb(1, 2, 3), .indexed(200), .ansi(3), .default] {
      #expect(color.downsampled(to: .none) == .default)
    }
    let style = Style(foreground: .rgb(255, 0, 0), background: .indexed(2), attributes: .bold)
    #expect(
      style.downsampled(to: .ansi16)
        == Style(foreground: .ansi(9), background: .ansi(2), attributes: .bold))
  }
}
