import Testing
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

@Suite struct PixelProtocolTests {
  let image = ImageFixtureColors.decoded(.stripes(width: 30, height: 20))

  @Test func chafasTerminalDatabaseSaysWhichProtocolATerminalHas() {
    #expect(PixelProtocol.detect(environment: ["TERM": "xterm-kitty"]) == .kitty)
    #expect(
      PixelProtocol.detect(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"])
        == .iterm2)
    #expect(PixelProtocol.detect(environment: ["TERM": "mlterm"]) == .sixel)
    #expect(PixelProtocol.detect(environment: ["TERM": "foot"]) == .sixel)
    #expect(PixelProtocol.detect(environment: ["TERM": "xterm-256color"]) == nil)
    #expect(PixelProtocol.detect(environment: ["TERM": "dumb"]) == nil)
    #expect(PixelProtocol.detect(environment: [:]) == nil)
    #expect(PixelProtocol.supported(environment: ["TERM": "xterm-kitty"]) == [.kitty])
  }

  @Test func payloadsStartWithTheirIntroducer() throws {
    let renderer = ImageRenderer()
    for pixelProtocol in PixelProtocol.allCases {
      let payload = try renderer.pixelImage(
        image, fitting: Size(width: 8, height: 4), protocol: pixelProtocol)
      #expect(payload.pixelProtocol == pixelProtocol)
      #expect(payload.bytes.starts(with: pixelProtocol.introducer), "\(pixelProtocol)")
      #expect(payload.frame == Rect(x: 0, y: 0, width: 8, height: 3))
    }
  }

  @Test func eachPayloadIsACompleteSequence() throws {
    let renderer = ImageRenderer()
    let esc: UInt8 = 0x1B
    let kitty = try renderer.pixelImage(image, fitting: Size(width: 6, height: 3), protocol: .kitty)
    #expect(kitty.bytes.starts(with: [esc] + Array("_Ga=T,f=32".utf8)))
    #expect(kitty.bytes.suffix(2) == [esc, UInt8(ascii: "\\")])
    let iterm = try renderer.pixelImage(
      image, fitting: Size(width: 6, height: 3), protocol: .iterm2)
    #expect(iterm.bytes.starts(with: [esc] + Array("]1337;File=inline=1".utf8)))
    #expect(iterm.bytes.last == 0x07)
    let sixel = try renderer.pixelImage(image, fitting: Size(width: 6, height: 3), protocol: .sixel)
    // ESC P <parameters> q: the parameters are digits and semicolons.
    let q = sixel.bytes.firstIndex(of: UInt8(ascii: "q"))
    #expect(q != nil)
    if let q {
      #expect(sixel.bytes[2..<q].allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3B })
    }
    #expect(sixel.bytes.suffix(2) == [esc, UInt8(ascii: "\\")])
  }

  @Test func theTerminalsOwnEnvironmentIsUsedWhenItSpeaksTheProtocol() throws {
    let payload = try ImageRenderer().pixelImage(
      image, fitting: Size(width: 4, height: 2), protocol: .kitty,
      environment: ["TERM": "xterm-kitty"])
    #expect(payload.bytes.starts(with: PixelProtocol.kitty.introducer))
  }

  @Test func placingAPayloadMovesOnlyItsFrame() {
    let payload = PixelImage(
      pixelProtocol: .sixel, frame: Rect(x: 0, y: 0, width: 3, height: 2), bytes: [1, 2])
    let placed = payload.placed(column: 5, row: 7)
    #expect(placed.frame == Rect(x: 5, y: 7, width: 3, height: 2))
    #expect(placed.bytes == [1, 2])
  }
}
