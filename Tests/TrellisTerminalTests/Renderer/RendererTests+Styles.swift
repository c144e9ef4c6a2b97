import Testing
import TrellisTerminal

extension RendererTests {
  /// Renders "a" at the top left in `from`, then in `to`, and returns the second frame.
  static func transition(from: Style, to: Style, depth: ColorDepth = .trueColor) -> String {
    var renderer = RendererTests.renderer(
      capabilities: TerminalCapabilities(colorDepth: depth, synchronizedOutput: false))
    var frame = Buffer(width: 10, height: 3)
    frame.write("a", column: 0, row: 0, style: from)
    renderer.render(frame)
    frame.write("a", column: 0, row: 0, style: to)
    return readable(renderer.render(frame))
  }

  @Test func cellsInTheSameStyleShareOneSGR() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("ab", column: 0, row: 0, style: Style(foreground: .red))
    #expect(readable(renderer.render(frame)) == "⎋[H⎋[31mab")
    // The pen is still red: the next frame needs no SGR.
    frame.write("c", column: 0, row: 0, style: Style(foreground: .red))
    #expect(readable(renderer.render(frame)) == "␍c")
  }

  @Test(arguments: [
    // Only the foreground changes.
    (
      Style(foreground: .red, attributes: .bold), Style(foreground: .green, attributes: .bold),
      "⎋[32m"
    ),
    // Turning bold off is shorter than resetting and setting red again.
    (Style(foreground: .red, attributes: .bold), Style(foreground: .red), "⎋[22m"),
    // Back to plain: a reset is shorter than `22`.
    (Style(attributes: .bold), Style.plain, "⎋[0m"),
    // Three attributes off one by one (22;24) is longer than 0;3.
    (Style(attributes: [.bold, .italic, .underline]), Style(attributes: .italic), "⎋[0;3m"),
    // Bold off takes dim with it (both are code 22): dim is set again.
    (
      Style(foreground: .rgb(1, 2, 3), attributes: [.bold, .dim]),
      Style(foreground: .rgb(1, 2, 3), attributes: .dim), "⎋[22;2m"
    ),
    (
      Style(background: .rgb(9, 9, 9), attributes: .reverse), Style(background: .rgb(9, 9, 9)),
      "⎋[27m"
    ),
    // Attributes on and colours changed in one SGR.
    (
      Style(foreground: .red),
      Style(
        foreground: .blue, background: .ansi(9),
        attributes: [
          .underline, .bold,
        ]), "⎋[1;4;34;101m"
    ),
  ])
  func styleTransitions(from: Style, to: Style, sgr: String) {
    #expect(RendererTests.transition(from: from, to: to) == "␍\(sgr)a")
  }

  @Test(arguments: [
    (ColorDepth.trueColor, Style(foreground: .rgb(255, 0, 0)), "⎋[38;2;255;0;0m"),
    (.indexed256, Style(foreground: .rgb(255, 0, 0)), "⎋[38;5;196m"),
    (.ansi16, Style(foreground: .rgb(255, 0, 0)), "⎋[91m"),
    (.none, Style(foreground: .rgb(255, 0, 0)), ""),
    (.trueColor, Style(foreground: .indexed(1)), "⎋[31m"),
    (.trueColor, Style(background: .ansi(9)), "⎋[101m"),
    (.trueColor, Style(background: .indexed(100)), "⎋[48;5;100m"),
    (.indexed256, Style(background: .rgb(128, 128, 128)), "⎋[48;5;244m"),
    (.ansi16, Style(background: .indexed(200)), "⎋[105m"),
    (.ansi16, Style(foreground: .indexed(7)), "⎋[37m"),
    (.none, Style(foreground: .red, attributes: .bold), "⎋[1m"),
  ])
  func coloursAreEncodedForTheColourDepth(depth: ColorDepth, style: Style, sgr: String) {
    var renderer = RendererTests.renderer(
      capabilities: TerminalCapabilities(colorDepth: depth, synchronizedOutput: false))
    var frame = Buffer(width: 10, height: 3)
    frame.write("a", column: 0, row: 0, style: style)
    #expect(readable(renderer.render(frame)) == "⎋[H\(sgr)a")
  }

  @Test func newCapabilitiesRepaintInTheNewColours() {
    var frame = Buffer(width: 4, height: 1)
    frame.write("a", column: 0, row: 0, style: Style(foreground: .rgb(255, 0, 0)))
    var renderer = RendererTests.renderer(frame)
    renderer.capabilities = TerminalCapabilities(colorDepth: .ansi16, synchronizedOutput: false)
    #expect(readable(renderer.render(frame)) == "⎋[?25l⎋[0m⎋[2J⎋[H⎋[91ma")
  }
}
