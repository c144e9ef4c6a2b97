import Testing
import TrellisTerminal

/// The lone-Esc timeout, with time passed in by hand.
@Suite struct InputDecoderTimingTests {
  static let millisecond: UInt64 = 1_000_000
  static let esc: [UInt8] = [0x1B]

  @Test func aLoneEscapeIsEscapeOnceTheDeadlinePasses() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.esc, now: 1_000) == [])
    #expect(decoder.pendingDeadline == 1_000 + 25 * Self.millisecond)
    #expect(decoder.flush(now: 1_000 + 25 * Self.millisecond - 1) == [])
    #expect(decoder.heldByteCount == 1)
    #expect(decoder.flush(now: 1_000 + 25 * Self.millisecond) == [.key(.escape)])
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.heldByteCount == 0)
    #expect(decoder.flush(now: .max) == [])
  }

  @Test func escapeThenTheRestOfASequenceWithinTheTimeoutIsTheKey() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.esc, now: 0) == [])
    #expect(decoder.flush(now: 24 * Self.millisecond) == [])
    #expect(decoder.decode(Array("[A".utf8), now: 24 * Self.millisecond) == [.key(.up)])
    #expect(decoder.pendingDeadline == nil)
  }

  @Test func escapeThenALetterWithinTheTimeoutIsAlt() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.esc, now: 0) == [])
    #expect(decoder.decode(Array("x".utf8), now: 10 * Self.millisecond) == [.key(.alt("x"))])
  }

  @Test func escapeFlushedThenALetterAreTwoKeys() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.esc, now: 0) == [])
    #expect(decoder.flush(now: 30 * Self.millisecond) == [.key(.escape)])
    #expect(decoder.decode(Array("x".utf8), now: 31 * Self.millisecond) == [.key(.character("x"))])
  }

  @Test func aLateReadWithoutAFlushStillCompletesTheSequence() {
    // Only flush resolves by time: a busy app that reads late does not split a sequence.
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.esc, now: 0) == [])
    #expect(decoder.decode(Array("[B".utf8), now: 900 * Self.millisecond) == [.key(.down)])
  }

  @Test func theTimeoutIsConfigurable() {
    var decoder = InputDecoder(escapeTimeout: .milliseconds(100))
    #expect(decoder.escapeTimeout == .milliseconds(100))
    _ = decoder.decode(Self.esc, now: 0)
    #expect(decoder.pendingDeadline == 100 * Self.millisecond)
    #expect(decoder.flush(now: 99 * Self.millisecond) == [])
    #expect(decoder.flush(now: 100 * Self.millisecond) == [.key(.escape)])
  }

  @Test func eachReadRestartsTheWait() {
    var decoder = InputDecoder()
    _ = decoder.decode(Self.esc, now: 0)
    _ = decoder.decode(Array("[1;".utf8), now: 20 * Self.millisecond)
    #expect(decoder.pendingDeadline == 45 * Self.millisecond)
    #expect(decoder.flush(now: 40 * Self.millisecond) == [])
    #expect(
      decoder.decode(Array("5C".utf8), now: 44 * Self.millisecond) == [.key(.right.with(.control))])
  }

  @Test func aCutSequenceIsSkippedAtTheDeadlineAndLaterInputIsRead() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[1;5".utf8), now: 0)
    #expect(decoder.flush(now: 25 * Self.millisecond) == [])
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.decode(Array("A".utf8), now: 30 * Self.millisecond) == [.key(.character("A"))])
  }

  @Test func aCutCharacterIsAReplacementAtTheDeadline() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0xF0, 0x9F, 0x98], now: 0) == [])
    #expect(decoder.flush(now: 25 * Self.millisecond) == [.key(.character("\u{FFFD}"))])
  }

  @Test func aCharacterSplitAcrossReadsIsWhole() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0xF0, 0x9F], now: 0) == [])
    #expect(decoder.decode([0x98], now: 1) == [])
    #expect(
      decoder.decode([0x80, 0x61], now: 2) == [.key(.character("😀")), .key(.character("a"))])
  }

  @Test func nothingHeldMeansNoDeadline() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("abc".utf8), now: 0).count == 3)
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.decode([UInt8](), now: 5) == [])
    #expect(decoder.flush(now: .max) == [])
  }
}
