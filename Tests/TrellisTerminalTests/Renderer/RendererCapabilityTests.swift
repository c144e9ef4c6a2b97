import Testing
import TrellisTerminal

/// What the renderer writes for what the terminal answered: synchronized output or a
/// hidden cursor around each frame, and erasing with a coloured background only where the
/// terminal has back-colour-erase.
@Suite struct RendererCapabilityTests {
  /// A renderer that has painted a blank 6×2 frame, with the cursor shown at the origin.
  func renderer(_ capabilities: TerminalCapabilities) -> Renderer {
    var renderer = Renderer(capabilities: capabilities)
    renderer.render(Buffer(width: 6, height: 2), cursor: .visible(column: 0, row: 0))
    return renderer
  }

  @Test func aSynchronizingTerminalGetsEachFrameWrapped() {
    var renderer = renderer(TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: true))
    var frame = Buffer(width: 6, height: 2)
    frame.write("ab", column: 2, row: 1)
    #expect(
      readable(renderer.render(frame, cursor: .visible(column: 0, row: 0)))
        == "⎋[?2026h␍␊  ab⎋[H⎋[?2026l")
  }

  @Test func otherwiseTheCursorHidesWhileAFrameIsWritten() {
    var renderer = renderer(TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: false))
    var frame = Buffer(width: 6, height: 2)
    frame.write("ab", column: 2, row: 1)
    // Hidden first, shown again after: it was visible.
    #expect(
      readable(renderer.render(frame, cursor: .visible(column: 0, row: 0)))
        == "⎋[?25l␍␊  ab⎋[H⎋[?25h")
    // A frame with the cursor hidden leaves it hidden, with no 2026 anywhere.
    frame.write("c", column: 0, row: 0)
    #expect(readable(renderer.render(frame)) == "⎋[?25lc")
  }

  /// Row 0 had text; the next frame blanks it with a blue background.
  func eraseBytes(backgroundColorErase: Bool) -> String {
    let capabilities = TerminalCapabilities(
      colorDepth: .trueColor, synchronizedOutput: false,
      backgroundColorErase: backgroundColorErase)
    var first = Buffer(width: 6, height: 1)
    first.write("abcdef", column: 0, row: 0)
    var renderer = Renderer(capabilities: capabilities)
    renderer.render(first)
    var next = Buffer(width: 6, height: 1)
    next.write("      ", column: 0, row: 0, style: Style(background: .blue))
    return readable(renderer.render(next))
  }

  @Test func aColouredBlankIsErasedOnlyWithBackColorErase() {
    #expect(eraseBytes(backgroundColorErase: true) == "␍⎋[44m⎋[K")
    #expect(eraseBytes(backgroundColorErase: false) == "␍⎋[44m      ")
  }

  @Test func aDefaultBlankIsErasedEitherWay() {
    for backgroundColorErase in [true, false] {
      let capabilities = TerminalCapabilities(
        colorDepth: .trueColor, synchronizedOutput: false,
        backgroundColorErase: backgroundColorErase)
      var first = Buffer(width: 6, height: 1)
      first.write("abcdef", column: 0, row: 0)
      var renderer = Renderer(capabilities: capabilities)
      renderer.render(first)
      #expect(readable(renderer.render(Buffer(width: 6, height: 1))) == "␍⎋[K")
    }
  }
}
