import Testing
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

/// An image view through the real renderer into a headless terminal: what the user sees.
@Suite @MainActor struct ImageViewScreenTests {
  typealias Colors = ImageFixtureColors

  func frame(_ view: ImageView, width: Int, height: Int) -> Buffer {
    view.renderScheduler = nil
    return Window(rootView: view, size: Size(width: width, height: height)).render()
  }

  @Test func aPictureReachesTheScreenCellForCell() {
    let view = ImageView(image: TerminalImage(Colors.decoded(.stripes(width: 60, height: 20))))
    let buffer = frame(view, width: 12, height: 4)
    let terminal = HeadlessTerminal(width: 12, height: 4)
    terminal.render(buffer)
    #expect(terminal.anomalies.isEmpty)
    #expect(terminal.lines == buffer.lines)
    for row in 0..<4 {
      for column in 0..<12 {
        #expect(terminal.cell(atColumn: column, row: row).style == buffer[column, row].style)
      }
    }
    #expect(Colors.shows(terminal.cell(atColumn: 1, row: 1), (255, 0, 0)))
    #expect(Colors.shows(terminal.cell(atColumn: 10, row: 1), (0, 0, 255)))
  }

  @Test func aSixteenColourTerminalGetsChafasOwnColours() {
    let view = ImageView(image: TerminalImage(Colors.decoded(.halves(width: 40, height: 20))))
    view.renderer = ImageRenderer(colorDepth: .ansi16)
    let buffer = frame(view, width: 8, height: 2)
    let terminal = HeadlessTerminal(
      width: 8, height: 2, capabilities: TerminalCapabilities(colorDepth: .ansi16))
    terminal.render(buffer)
    #expect(terminal.anomalies.isEmpty)
    let left = Colors.visible(terminal.cell(atColumn: 0, row: 0))
    let right = Colors.visible(terminal.cell(atColumn: 7, row: 0))
    #expect(left.allSatisfy { [.ansi(1), .ansi(9)].contains($0) })
    #expect(right.allSatisfy { [.ansi(4), .ansi(12)].contains($0) })
  }

  @Test func anErrorReachesTheScreenWithoutItsEscapes() {
    let view = ImageView()
    view.showError(ImageFixtureHostileError())
    let buffer = frame(view, width: 14, height: 1)
    let terminal = HeadlessTerminal(width: 14, height: 1)
    terminal.render(buffer)
    #expect(terminal.lines == [" bad␛[2Jname"])
    #expect(terminal.anomalies.isEmpty)
  }
}
