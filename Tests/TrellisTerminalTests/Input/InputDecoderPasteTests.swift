import Testing
import TrellisTerminal

/// Bracketed paste: one event however the bytes arrive, escapes inside kept, memory capped.
@Suite struct InputDecoderPasteTests {
  static let start = Array("\u{1B}[200~".utf8)
  static let end = Array("\u{1B}[201~".utf8)

  static func pastes(_ events: [InputEvent]) -> [String] {
    events.compactMap { event in
      if case .paste(let paste) = event { return paste.text }
      return nil
    }
  }

  @Test func aPasteWithEscapesSplitAnywhereIsOneEvent() {
    let content = "a\u{1B}[201b\u{1B}[2\u{1B}\u{1B}[A\r\nzé"
    let bytes = Self.start + Array(content.utf8) + Self.end + Array("q".utf8)
    let expected: [InputEvent] = [.paste(PasteEvent(content)), .key(.character("q"))]
    for first in 0...bytes.count {
      for second in first...bytes.count {
        let parts = [bytes[..<first], bytes[first..<second], bytes[second...]]
        #expect(DecoderCase.decode(parts) == expected, "split at \(first), \(second)")
      }
    }
  }

  @Test func anOpenPasteWaitsForItsOwnLongerTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.start + Array("one ".utf8), now: 0) == [])
    #expect(decoder.isInPaste)
    #expect(decoder.pendingDeadline == 1_000_000_000)
    #expect(decoder.flush(now: 500_000_000) == [])
    #expect(
      decoder.decode(Array("two".utf8) + Self.end, now: 900_000_000) == [
        .paste(PasteEvent("one two"))
      ])
    #expect(!decoder.isInPaste)
    #expect(decoder.pendingDeadline == nil)
  }

  @Test func aPasteWhoseEndNeverComesIsDeliveredAfterThePasteTimeout() {
    var decoder = InputDecoder(pasteTimeout: .milliseconds(200))
    _ = decoder.decode(Self.start + Array("lost\u{1B}[20".utf8), now: 0)
    #expect(decoder.flush(now: 199_999_999) == [])
    #expect(decoder.flush(now: 200_000_000) == [.paste(PasteEvent("lost\u{1B}[20"))])
    #expect(!decoder.isInPaste)
    #expect(
      decoder.decode(Array("\u{1B}[Ax".utf8), now: 300_000_000) == [
        .key(.up), .key(.character("x")),
      ])
  }

  @Test(arguments: [40, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 130, 1000])
  func aPasteOverTheCapArrivesInPiecesThatJoinUp(length: Int) {
    let content = String((0..<length).map { index in index % 7 == 3 ? "é" : "x" })
    let bytes = Self.start + Array(content.utf8) + Self.end + Array("k".utf8)
    for chunk in [1, 3, 64, bytes.count] {
      var decoder = InputDecoder(maxPasteBytes: 64)
      var events: [InputEvent] = []
      var largestHeld = 0
      var offset = 0
      while offset < bytes.count {
        events += decoder.decode(bytes[offset..<min(offset + chunk, bytes.count)], now: 0)
        largestHeld = max(largestHeld, decoder.heldByteCount)
        offset += chunk
      }
      let texts = Self.pastes(events)
      #expect(texts.joined() == content, "chunk \(chunk)")
      #expect(texts.allSatisfy { $0.utf8.count <= 64 && !$0.contains("\u{FFFD}") })
      #expect(largestHeld <= 64)
      #expect(events.last == .key(.character("k")))
      if content.utf8.count <= 58 {
        #expect(texts.count == 1)
      } else if content.utf8.count > 64 {
        #expect(texts.count > 1)
      }
      #expect(!texts.contains(""))
    }
  }

  @Test func aPasteOverTheCapIsNotOneEvent() {
    var decoder = InputDecoder(maxPasteBytes: 100)
    let events = decoder.decode(Self.start + Array(repeating: 0x61, count: 250) + Self.end, now: 0)
    #expect(Self.pastes(events).count == 3)
    #expect(decoder.maxPasteBytes == 100)
  }
}
