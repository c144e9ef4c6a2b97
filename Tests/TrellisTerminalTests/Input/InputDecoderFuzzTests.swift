import Testing
import TrellisTerminal

/// Random bytes, fixed seed: the decoder never traps or stalls, keeps its held bytes bounded,
/// produces only well-formed events, and after garbage that ends (a quiet period) reads valid
/// input exactly.
@Suite struct InputDecoderFuzzTests {
  static let pasteCap = 256
  static let quiet: UInt64 = 2_000_000_000
  static let interesting: [UInt8] =
    Array("\u{1B}\u{1B}\u{1B}[[O<;;0123456789M~mAZu R:?]P_\\".utf8) + [
      0x00, 0x07, 0x08, 0x18, 0x7F, 0x80, 0x9B, 0xC2, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF,
    ]

  /// A tally of what went wrong, reported once at the end (an expectation per chunk would be
  /// too slow for a million chunks).
  struct Findings {
    var largestHeld = 0
    var largestPasteHeld = 0
    var malformedEvents: [InputEvent] = []
    var mismatches: [String] = []
    var stalls = 0
    var earlyFlushes = 0
  }

  @Test func aMillionRandomChunksNeverBreakTheDecoder() {
    var random = InputFuzzRandom(seed: 0x5EED_1DEC)
    var decoder = InputDecoder(maxPasteBytes: Self.pasteCap)
    var findings = Findings()
    let valid = InputDecoderTests.table.filter { !$0.timed }
    let timed = InputDecoderTests.table.filter { $0.timed }
    var now: UInt64 = 0
    var chunks = 0
    var validRuns = 0
    while chunks < 1_000_000 {
      // Garbage, with flushes at random times.
      let garbage = Self.garbage(using: &random)
      chunks += Self.feed(
        garbage, to: &decoder, now: &now, lateFlushes: true, using: &random, findings: &findings
      ) {
        events, findings in
        findings.malformedEvents += events.filter { !Self.isWellFormed($0) }
      }
      // A quiet period ends it: nothing may stay held.
      now += Self.quiet
      let flushed = decoder.flush(now: now)
      findings.malformedEvents += flushed.filter { !Self.isWellFormed($0) }
      if decoder.pendingDeadline != nil || decoder.heldByteCount != 0 { findings.stalls += 1 }
      // Valid input, in random chunks, is read exactly.
      var bytes: [UInt8] = []
      var expected: [InputEvent] = []
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        let row = valid[Int.random(in: 0..<valid.count, using: &random)]
        bytes += row.bytes
        expected += row.events
      }
      let endsTimed = Int.random(in: 0..<4, using: &random) == 0
      if endsTimed {
        let row = timed[Int.random(in: 0..<timed.count, using: &random)]
        bytes += row.bytes
        expected += row.events
      }
      var events: [InputEvent] = []
      chunks += Self.feed(
        bytes, to: &decoder, now: &now, lateFlushes: false, using: &random, findings: &findings
      ) {
        new, _ in events += new
      }
      now += Self.quiet
      events += decoder.flush(now: now)
      validRuns += 1
      if events != expected && findings.mismatches.count < 5 {
        findings.mismatches.append("\(bytes): got \(events), expected \(expected)")
      }
    }
    #expect(validRuns > 10_000)
    #expect(findings.mismatches.isEmpty, "\(findings.mismatches)")
    #expect(findings.malformedEvents.isEmpty, "\(findings.malformedEvents.prefix(5))")
    #expect(findings.stalls == 0)
    #expect(findings.earlyFlushes == 0)
    #expect(findings.largestHeld <= 64)
    #expect(findings.largestPasteHeld <= Self.pasteCap)
    #expect(findings.largestPasteHeld > Self.pasteCap / 2, "the fuzz reaches the paste cap")
  }

  @Test func anEndlessParameterRunStaysBounded() {
    var decoder = InputDecoder()
    var largest = 0
    _ = decoder.decode(Array("\u{1B}[".utf8), now: 0)
    for _ in 0..<10_000 {
      #expect(decoder.decode(Array("12;".utf8), now: 0) == [])
      largest = max(largest, decoder.heldByteCount)
    }
    #expect(largest <= 64)
    #expect(decoder.decode(Array("~x".utf8), now: 0) == [.key(.character("x"))])
  }

  /// Feeds `bytes` in chunks of 1–8 bytes, time moving 0–3 ms a chunk, and a flush now and
  /// then: before the deadline it must give nothing; with `lateFlushes` time then jumps up to
  /// 40 ms and the decoder is flushed again (which may resolve held bytes). Returns the number
  /// of chunks.
  static func feed(
    _ bytes: [UInt8], to decoder: inout InputDecoder, now: inout UInt64, lateFlushes: Bool,
    using random: inout InputFuzzRandom, findings: inout Findings,
    _ handle: ([InputEvent], inout Findings) -> Void
  ) -> Int {
    var offset = 0
    var chunks = 0
    while offset < bytes.count {
      let end = min(offset + Int.random(in: 1...8, using: &random), bytes.count)
      now += UInt64.random(in: 0...3_000_000, using: &random)
      handle(decoder.decode(bytes[offset..<end], now: now), &findings)
      if decoder.isInPaste {
        findings.largestPasteHeld = max(findings.largestPasteHeld, decoder.heldByteCount)
      } else {
        findings.largestHeld = max(findings.largestHeld, decoder.heldByteCount)
      }
      if Int.random(in: 0..<8, using: &random) == 0 {
        if let deadline = decoder.pendingDeadline, deadline > now,
          !decoder.flush(now: now).isEmpty
        {
          findings.earlyFlushes += 1
        }
        if lateFlushes {
          now += UInt64.random(in: 0...40_000_000, using: &random)
          handle(decoder.flush(now: now), &findings)
        }
      }
      offset = end
      chunks += 1
    }
    return chunks
  }

  /// Random bytes, bytes that matter to the parser, and pieces of valid sequences; now and
  /// then a long run, to reach the paste cap.
  static func garbage(using random: inout InputFuzzRandom) -> [UInt8] {
    let long = Int.random(in: 0..<20, using: &random) == 0
    let length =
      long ? Int.random(in: 100...700, using: &random) : Int.random(in: 1...40, using: &random)
    var bytes: [UInt8] = []
    while bytes.count < length {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        bytes.append(UInt8.random(in: 0...255, using: &random))
      case 4..<7:
        bytes.append(interesting[Int.random(in: 0..<interesting.count, using: &random)])
      default:
        let row = InputDecoderTests.table[
          Int.random(in: 0..<InputDecoderTests.table.count, using: &random)]
        let from = Int.random(in: 0...row.bytes.count, using: &random)
        let to = Int.random(in: from...row.bytes.count, using: &random)
        bytes +=
          Int.random(in: 0..<2, using: &random) == 0 ? row.bytes : Array(row.bytes[from..<to])
      }
    }
    return bytes
  }

  /// No control character as a key, no function key past F12, no negative position, no paste
  /// over the cap.
  static func isWellFormed(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      switch key.key {
      case .character(let character):
        return character.unicodeScalars.count == 1
          && character.unicodeScalars.allSatisfy {
            $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
          }
      case .function(let number):
        return (1...12).contains(number)
      default:
        return true
      }
    case .mouse(let mouse):
      return mouse.column >= 0 && mouse.row >= 0
    case .paste(let paste):
      return paste.text.unicodeScalars.count <= pasteCap
    case .focus, .response:
      return true
    }
  }
}
