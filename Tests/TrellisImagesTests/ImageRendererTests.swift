import Testing
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

@Suite struct ImageRendererTests {
  typealias Colors = ImageFixtureColors
  let renderer = ImageRenderer()

  @Test func aSolidRedImageGivesRedCells() throws {
    let image = Colors.decoded(.solid(width: 40, height: 20, 255, 0, 0))
    let rendered = try renderer.render(image, fitting: Size(width: 10, height: 5))
    #expect(rendered.size == Size(width: 10, height: 3))
    #expect(rendered.cells.count == 30)
    for cell in rendered.cells {
      #expect(Colors.shows(cell, (255, 0, 0)), "\(cell)")
      #expect(cell.width == 1)
    }
  }

  @Test func leftAndRightHalvesKeepTheirColours() throws {
    let image = Colors.decoded(.halves(width: 80, height: 40))
    let rendered = try renderer.render(image, fitting: Size(width: 20, height: 10))
    #expect(rendered.size == Size(width: 20, height: 5))
    for row in 0..<rendered.size.height {
      for column in 0..<9 { #expect(Colors.shows(rendered[column, row], (255, 0, 0))) }
      for column in 11..<20 { #expect(Colors.shows(rendered[column, row], (0, 0, 255))) }
    }
  }

  @Test func threeStripesStayInOrder() throws {
    let image = Colors.decoded(.stripes(width: 90, height: 30))
    let rendered = try renderer.render(image, size: Size(width: 12, height: 3))
    for row in 0..<3 {
      #expect(Colors.shows(rendered[1, row], (255, 0, 0)))
      #expect(Colors.shows(rendered[6, row], (0, 255, 0)))
      #expect(Colors.shows(rendered[10, row], (0, 0, 255)))
    }
  }

  @Test func aGradientGetsBrighterToTheRight() throws {
    let image = Colors.decoded(.gradient(width: 256, height: 16))
    let rendered = try renderer.render(image, size: Size(width: 16, height: 2))
    let row = (0..<16).map { Colors.brightness(rendered[$0, 0]) }
    #expect(row.first.map { $0 < 30 } == true)
    #expect(row.last.map { $0 > 225 } == true)
    for (left, right) in zip(row, row.dropFirst()) { #expect(right >= left - 4) }
  }

  @Test func aCheckerboardBecomesHalfBlocksInBlackAndWhite() throws {
    // Each cell covers a black square above a white one (or the other way round).
    let image = Colors.decoded(.checkerboard(width: 8, height: 16, cell: 8))
    let rendered = try renderer.render(image, size: Size(width: 1, height: 1))
    let cell = rendered[0, 0]
    #expect(["▀", "▄"].contains(cell.symbol))
    let colors = Colors.visible(cell)
    #expect(colors.contains { Colors.isClose($0, to: (0, 0, 0), tolerance: 8) })
    #expect(colors.contains { Colors.isClose($0, to: (255, 255, 255), tolerance: 8) })
  }

  @Test func theAspectRatioIsKept() {
    let box = Size(width: 80, height: 24)
    func fit(_ width: Int, _ height: Int) -> Size {
      renderer.fittedSize(
        of: Colors.decoded(.solid(width: width, height: height, 0, 0, 0)), in: box)
    }
    #expect(fit(100, 100) == Size(width: 48, height: 24))
    #expect(fit(200, 50) == Size(width: 80, height: 10))
    #expect(fit(50, 200) == Size(width: 12, height: 24))
    #expect(fit(4, 4) == Size(width: 48, height: 24))  // small pictures scale up
    #expect(fit(10_000, 1) == Size(width: 80, height: 1))  // never below one cell
    let square = ImageRenderer(cellAspect: 1)
    #expect(
      square.fittedSize(of: Colors.decoded(.solid(width: 9, height: 9, 0, 0, 0)), in: box)
        == Size(width: 24, height: 24))
  }

  @Test func emptyBoxesGiveEmptyGridsAndHugeOnesAreRefused() throws {
    let image = Colors.decoded(.solid(width: 4, height: 4, 9, 9, 9))
    #expect(try renderer.render(image, fitting: .zero) == .empty)
    #expect(throws: ImageError.self) {
      try renderer.render(image, size: Size(width: 5000, height: 1))
    }
  }

  @Test func twoHundredFiftySixColoursUseThePalette() throws {
    let image = Colors.decoded(.solid(width: 8, height: 8, 255, 0, 0))
    let rendered = try ImageRenderer(colorDepth: .indexed256).render(
      image, size: Size(width: 2, height: 1))
    for cell in rendered.cells {
      #expect(Colors.visible(cell) == [.indexed(196)])
    }
  }

  @Test func sixteenColoursUseTheANSIColours() throws {
    let image = Colors.decoded(.halves(width: 16, height: 8))
    let rendered = try ImageRenderer(colorDepth: .ansi16).render(
      image, size: Size(width: 4, height: 1))
    #expect(Colors.visible(rendered[0, 0]).allSatisfy { [.ansi(1), .ansi(9)].contains($0) })
    #expect(Colors.visible(rendered[3, 0]).allSatisfy { [.ansi(4), .ansi(12)].contains($0) })
  }

  @Test func noColourLeavesTheTerminalsColours() throws {
    let image = Colors.decoded(.checkerboard(width: 16, height: 16, cell: 4))
    let rendered = try ImageRenderer(colorDepth: .none).render(
      image, size: Size(width: 4, height: 2))
    for cell in rendered.cells {
      #expect(cell.style.foreground == .default && cell.style.background == .default)
    }
  }

  @Test func transparentPixelsLeaveTheDefaultColours() throws {
    let image = Colors.decoded(ImageFixturePixels(width: 8, height: 8) { _, _ in (255, 0, 0, 0) })
    let rendered = try renderer.render(image, size: Size(width: 2, height: 2))
    for cell in rendered.cells {
      #expect(cell.symbol == " ")
      #expect(cell.style.background == .default)
    }
  }

  @Test func symbolSetsLimitTheCharacters() throws {
    let image = Colors.decoded(.checkerboard(width: 64, height: 64, cell: 5))
    let ascii = try ImageRenderer(symbols: .ascii).render(image, size: Size(width: 16, height: 8))
    #expect(
      ascii.cells.allSatisfy {
        $0.symbol.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
      })
    let halves = try ImageRenderer(symbols: .halfBlocks).render(
      image, size: Size(width: 16, height: 8))
    #expect(halves.cells.allSatisfy { [" ", "▀", "▄", "█"].contains($0.symbol) })
    let blocks = try renderer.render(image, size: Size(width: 16, height: 8))
    #expect(blocks.cells.allSatisfy { $0.width == 1 && DisplayWidth.of($0.symbol) == 1 })
    #expect(blocks.cells.allSatisfy { TextSanitizer.isClean($0.symbol) })
  }

  @Test func aRenderedGridDrawsClippedIntoABuffer() throws {
    let image = Colors.decoded(.solid(width: 4, height: 4, 0, 255, 0))
    let rendered = try renderer.render(image, size: Size(width: 3, height: 2))
    var buffer = Buffer(width: 4, height: 3)
    rendered.draw(in: &buffer, column: 2, row: 1, clip: Rect(x: 0, y: 0, width: 3, height: 3))
    #expect(Colors.shows(buffer[2, 1], (0, 255, 0)))
    #expect(Colors.shows(buffer[2, 2], (0, 255, 0)))
    #expect(buffer[3, 1] == .blank)
    #expect(buffer[1, 1] == .blank)
  }
}
