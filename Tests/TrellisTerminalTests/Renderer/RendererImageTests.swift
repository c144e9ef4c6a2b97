import Testing
import TrellisTerminal

/// Pictures placed by the renderer: written once at their rectangle's top left, never
/// under the text, taken down when drawn over, moved or repainted. Exact bytes; frames are
/// not synchronized and a blank first frame is rendered before the frame under test.
@Suite struct RendererImageTests {
  static let payload = Array("\u{1B}_Gi=7,a=T;AAAA\u{1B}\\".utf8)
  static let delete = "⎋_Ga=d,d=i,i=7,q=2⎋\\"

  static func placement(
    _ rect: Rect, content: Int = 1, protocol graphicsProtocol: GraphicsProtocol = .kitty
  ) -> ImagePlacement {
    ImagePlacement(
      id: 7, content: content, rect: rect, graphicsProtocol: graphicsProtocol, payload: payload)
  }

  /// A blank 10×3 frame with `placements`.
  static func frame(_ placements: ImagePlacement...) -> Buffer {
    var frame = Buffer(width: 10, height: 3)
    for placement in placements {
      let placed = frame.place(placement)
      #expect(placed)
    }
    return frame
  }

  static let rect = Rect(x: 2, y: 1, width: 3, height: 1)

  @Test func aNewPictureIsWrittenAtItsTopLeftAfterTheText() {
    var renderer = RendererTests.renderer()
    var frame = Self.frame(Self.placement(Self.rect))
    frame.write("t", column: 0, row: 0)
    #expect(readable(renderer.render(frame)) == "⎋[Ht⎋[2;3H⎋_Gi=7,a=T;AAAA⎋\\")
    #expect(renderer.shownImages == [Self.placement(Self.rect)])
  }

  @Test func anUnchangedPictureIsNotWrittenAgain() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect)))
    #expect(renderer.render(Self.frame(Self.placement(Self.rect))) == [])
    // Other changes leave it alone too.
    var frame = Self.frame(Self.placement(Self.rect))
    frame.write("x", column: 9, row: 2)
    #expect(readable(renderer.render(frame)) == "⎋[3;10Hx")
  }

  @Test func newContentIsWrittenAgain() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect)))
    #expect(
      readable(renderer.render(Self.frame(Self.placement(Self.rect, content: 2))))
        == Self.delete + "⎋[2;3H⎋[K⎋[2;3H⎋_Gi=7,a=T;AAAA⎋\\")
  }

  @Test func aPictureDrawnOverIsDeletedAndItsCellsWrittenAgain() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect)))
    var frame = Self.frame(Self.placement(Self.rect))
    frame.write("x", column: 2, row: 1)  // over the picture: the placement goes
    #expect(frame.imagePlacements.isEmpty)
    #expect(readable(renderer.render(frame)) == Self.delete + "⎋[2;3Hx  ")
    #expect(renderer.shownImages.isEmpty)
  }

  @Test func aSixelPictureGoneIsErasedByWritingItsCells() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect, protocol: .sixel)))
    var frame = Buffer(width: 10, height: 3)
    frame.write("ab", column: 0, row: 1)
    #expect(readable(renderer.render(frame)) == "⎋[2Hab⎋[K")
  }

  @Test func aMovedPictureIsDeletedAndPlacedAgain() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect)))
    let moved = Rect(x: 5, y: 2, width: 3, height: 1)
    #expect(
      readable(renderer.render(Self.frame(Self.placement(moved))))
        == Self.delete + "⎋[2;3H⎋[K⎋[3;6H⎋_Gi=7,a=T;AAAA⎋\\")
  }

  @Test func aFullRedrawDeletesAndPlacesAgain() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect)))
    renderer.forceFullRedraw()
    #expect(
      readable(renderer.render(Self.frame(Self.placement(Self.rect))))
        == "⎋[?25l⎋[0m⎋[2J" + Self.delete + "⎋[2;3H⎋_Gi=7,a=T;AAAA⎋\\")
  }

  @Test func aResizeDeletesAndPlacesAgain() {
    var renderer = RendererTests.renderer()
    renderer.render(Self.frame(Self.placement(Self.rect)))
    var bigger = Buffer(width: 12, height: 3)
    bigger.place(Self.placement(Self.rect))
    #expect(
      readable(renderer.render(bigger))
        == "⎋[0m⎋[2J" + Self.delete + "⎋[2;3H⎋_Gi=7,a=T;AAAA⎋\\")
  }

  @Test func theCellsOfAKeptPictureAreNeitherRewrittenNorErased() {
    let rect = Rect(x: 3, y: 0, width: 2, height: 1)
    var renderer = RendererTests.renderer()
    var first = Self.frame(Self.placement(rect))
    first.write("hel", column: 0, row: 0)
    first.write("lo", column: 6, row: 0)
    renderer.render(first)
    // A short gap across the picture is moved over, not written again.
    var second = Self.frame(Self.placement(rect))
    second.write("heX", column: 0, row: 0)
    second.write("Yo", column: 5, row: 0)
    #expect(readable(renderer.render(second)) == "⎋[1;3HX⎋[2CYo ")
    // The row's trailing blanks are not erased across the picture (`EL` from column 1).
    var third = Self.frame(Self.placement(rect))
    third.write("h", column: 0, row: 0)
    #expect(readable(renderer.render(third)) == "␍h  ⎋[2C  ")
  }

  @Test func insideTmuxPicturesAndDeletesPassThrough() {
    var renderer = RendererTests.renderer()
    renderer.imagePassthrough = .tmux
    #expect(
      readable(renderer.render(Self.frame(Self.placement(Self.rect))))
        == "⎋[2;3H⎋Ptmux;⎋⎋_Gi=7,a=T;AAAA⎋⎋\\⎋\\")
    #expect(
      readable(renderer.render(Self.frame()))
        == "⎋Ptmux;⎋⎋_Ga=d,d=i,i=7,q=2⎋⎋\\⎋\\⎋[2;3H⎋[K")
  }

  @Test func theHeadlessTerminalKeepsTheTextAndRecordsThePicture() {
    let terminal = HeadlessTerminal(width: 10, height: 3)
    var frame = Self.frame(Self.placement(Self.rect))
    frame.write("caption", column: 0, row: 2)
    terminal.render(frame)
    #expect(terminal.lines == ["", "", "caption"])
    #expect(terminal.anomalies.isEmpty)
    #expect(terminal.controlStrings == [Array("_Gi=7,a=T;AAAA".utf8)])
    #expect(terminal.shownImages.map(\.id) == [7])
  }
}
