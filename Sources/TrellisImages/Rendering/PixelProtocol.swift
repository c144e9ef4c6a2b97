import CChafa
import Foundation
import TrellisTerminal
import TrellisUI

/// A way of showing real pixels in a terminal: kitty graphics, iTerm2 inline images or
/// sixel (TrellisTerminal's `GraphicsProtocol`). Symbol mode (coloured block characters)
/// works everywhere and stays the default; which protocol a terminal speaks is asked at
/// start-up by the app shell (`GraphicsDetector`), and views read the answer from their
/// window's `graphics`.
public typealias PixelProtocol = GraphicsProtocol

extension GraphicsProtocol {
  /// The bytes every payload of this protocol starts with.
  public var introducer: [UInt8] {
    switch self {
    case .kitty: return [0x1B] + Array("_G".utf8)
    case .iterm2: return [0x1B] + Array("]1337".utf8)
    case .sixel: return [0x1B, UInt8(ascii: "P")]
    }
  }

  /// The protocols libchafa's terminal database guesses, from `TERM` and friends, that the
  /// terminal described by `environment` supports (none for unknown terminals, multiplexers
  /// and `dumb`). Only a guess, which the app shell does not use: it asks the terminal
  /// (`GraphicsDetector`) and puts the answer in the window's `graphics`.
  public static func supported(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Set<PixelProtocol> {
    let found = try? TermDatabase.withTermInfo(environment: environment) { info in
      Set(allCases.filter { TermDatabase.has($0, in: info) })
    }
    return found ?? []
  }

  /// The best protocol libchafa's database guesses the terminal supports (kitty, then
  /// iTerm2, then sixel), or nil. Only a guess, which the app shell does not use (see
  /// `supported(environment:)`).
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> PixelProtocol? {
    let found = supported(environment: environment)
    return allCases.first { found.contains($0) }
  }

  /// An environment chafa's database knows to speak this protocol, for printing payloads
  /// when the caller's own terminal is not described.
  var referenceEnvironment: [String: String] {
    switch self {
    case .kitty: return ["TERM": "xterm-kitty"]
    case .iterm2: return ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]
    case .sixel: return ["TERM": "mlterm"]
    }
  }

  /// The chafa pixel mode.
  var chafaPixelMode: ChafaPixelMode {
    switch self {
    case .kitty: return CHAFA_PIXEL_MODE_KITTY
    case .iterm2: return CHAFA_PIXEL_MODE_ITERM2
    case .sixel: return CHAFA_PIXEL_MODE_SIXELS
    }
  }

  /// The term-info sequence that starts a picture.
  var beginSequence: ChafaTermSeq {
    switch self {
    case .kitty: return CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1
    case .iterm2: return CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE
    case .sixel: return CHAFA_TERM_SEQ_BEGIN_SIXELS
    }
  }
}
