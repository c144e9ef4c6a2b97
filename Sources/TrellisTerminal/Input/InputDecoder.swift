import Dispatch

/// Turns the bytes a terminal sends into ``InputEvent``s: keys, mouse, pastes and focus.
///
/// Feed it whatever each read returned, with the time of the read; it returns the events
/// complete so far and holds the bytes of an unfinished one. Times are nanoseconds on the
/// clock of `DispatchTime.uptimeNanoseconds` (any monotonic clock works if used throughout;
/// tests pass their own). A run loop reads like this:
///
/// ```swift
/// var decoder = InputDecoder()
/// // wait for input, at most until decoder.pendingDeadline
/// events += readable ? decoder.decode(bytes, now: now) : decoder.flush(now: now)
/// ```
///
/// What it reads: UTF-8 text (also split across reads); Enter (CR or LF), Tab, Backspace
/// (DEL or BS); control keys (0x00 is Ctrl-Space, 0x01–0x1A Ctrl-a…z, 0x1C–0x1F Ctrl-\ ] ^ _);
/// Alt as an ESC prefix; CSI and SS3 keys (arrows, Home, End, Insert, Delete, Page Up/Down,
/// F1–F12, keypad), with xterm modifier parameters (`ESC [ 1 ; 5 A` is Ctrl-Up), Shift-Tab
/// (`ESC [ Z`), xterm's modifyOtherKeys (`ESC [ 27 ; m ; code ~`) and `CSI code ; m u`; bracketed
/// paste as one ``PasteEvent``; SGR mouse (and legacy X10 mouse); focus in and out.
///
/// Ambiguities, and how they are resolved:
/// - **Escape or Alt.** Alt-x is sent as `ESC x`, and keys as `ESC [ …`, so an ESC is held
///   until the next byte shows what it starts. If no byte arrives within ``escapeTimeout``
///   (25 ms by default) ``flush(now:)`` delivers Escape. `ESC` then `x` within the timeout is
///   Alt-x, even if the user meant Escape and then x quickly; `ESC [` alone is Alt-[ and
///   `ESC O` alone is Alt-O. `ESC ESC` is Alt-Escape, and `ESC ESC [ A` is Alt-Up. A late
///   read never splits a sequence: only `flush` (no input by the deadline) resolves one.
/// - **Ctrl-H or Backspace.** BS (0x08) is Backspace, like DEL (0x7F); Ctrl-H is
///   not reported unless the terminal sends it as `CSI 104 ; 5 u`.
/// - **Ctrl-I or Tab, Ctrl-M or Enter, Ctrl-J.** 0x09 is Tab; CR (0x0D) and LF (0x0A, Ctrl-J)
///   are Enter. Terminals with modifyOtherKeys or the kitty protocol tell them apart, and
///   those sequences are read as Ctrl-i, Ctrl-m.
/// - **Ctrl-[ is ESC**, Ctrl-@ and Ctrl-Space are both 0x00 (read as Ctrl-Space).
/// - **Modified F3 or a cursor report.** `CSI 1 ; m R` is F3 with modifiers; other
///   `CSI r ; c R` are cursor position reports and are skipped.
/// - Letters carry their case (`A`, not Shift-a); Shift is reported only with other keys.
///
/// Hostile bytes: any byte sequence gives events or is skipped; nothing traps or stalls.
/// Invalid UTF-8 becomes U+FFFD (one per maximal invalid subpart), C1 controls are skipped,
/// unknown or malformed sequences are skipped whole, and the byte that made one malformed is
/// read again, so later valid input is never lost. Held bytes are bounded: a sequence is at
/// most 64 bytes (a longer one is skipped up to its final byte), and a paste at most
/// ``maxPasteBytes`` (at the cap the text so far is delivered and the paste goes on). A paste
/// whose end marker never comes is delivered when no byte arrives for ``pasteTimeout``.
public struct InputDecoder: Sendable {
  /// The default wait for more bytes after an ESC or an unfinished sequence: 25 ms.
  public static let defaultEscapeTimeout: Duration = .milliseconds(25)
  /// The default wait for more bytes inside a bracketed paste: 1 s.
  public static let defaultPasteTimeout: Duration = .seconds(1)
  /// The default paste cap: 1 MiB.
  public static let defaultMaxPasteBytes = 1 << 20

  /// How long an ESC or unfinished sequence waits for more bytes before it is resolved.
  public let escapeTimeout: Duration
  /// How long an open paste waits for more bytes before it is delivered as it is.
  public let pasteTimeout: Duration
  /// The most bytes a ``PasteEvent`` carries; longer pastes arrive as several events.
  public let maxPasteBytes: Int

  private let escapeTimeoutNanoseconds: UInt64
  private let pasteTimeoutNanoseconds: UInt64
  /// The bytes of an unfinished item outside a paste.
  private var held: [UInt8] = []
  /// The bytes of the open paste, not yet delivered.
  private var paste: [UInt8] = []
  /// Whether a paste is open (`ESC [ 200 ~` seen, `ESC [ 201 ~` not yet).
  private var inPaste = false
  /// Whether part of the open paste was delivered at the cap.
  private var pasteDelivered = false
  /// Whether the rest of an overlong sequence is being skipped.
  private var discarding = false
  /// When bytes last arrived.
  private var lastInput: UInt64 = 0

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 201 ~

  /// A decoder with the given timeouts and paste cap (at least 64 bytes).
  public init(
    escapeTimeout: Duration = defaultEscapeTimeout, pasteTimeout: Duration = defaultPasteTimeout,
    maxPasteBytes: Int = defaultMaxPasteBytes
  ) {
    self.escapeTimeout = escapeTimeout
    self.pasteTimeout = pasteTimeout
    self.maxPasteBytes = max(maxPasteBytes, 64)
    escapeTimeoutNanoseconds = Self.nanoseconds(escapeTimeout)
    pasteTimeoutNanoseconds = Self.nanoseconds(pasteTimeout)
  }

  /// When held bytes must be resolved if nothing arrives first, or nil when nothing is held.
  /// Wait for input no longer than this, then call ``flush(now:)``.
  public var pendingDeadline: UInt64? {
    if inPaste { return Self.adding(pasteTimeoutNanoseconds, to: lastInput) }
    if !held.isEmpty || discarding { return Self.adding(escapeTimeoutNanoseconds, to: lastInput) }
    return nil
  }

  /// How many bytes the decoder holds (an unfinished sequence or character, or an open
  /// paste): at most 64 outside a paste, at most ``maxPasteBytes`` inside one.
  public var heldByteCount: Int {
    held.count + paste.count
  }

  /// Whether a bracketed paste is open.
  public var isInPaste: Bool {
    inPaste
  }

  /// The events completed by `bytes`, read at `now` (nanoseconds); an unfinished item is held
  /// for the next call or for ``flush(now:)``.
  public mutating func decode(_ bytes: some Collection<UInt8>, now: UInt64) -> [InputEvent] {
    guard !bytes.isEmpty else { return [] }
    lastInput = now
    var work: [UInt8] = []
    swap(&work, &held)
    work.append(contentsOf: bytes)
    var events: [InputEvent] = []
    run(work, final: false, into: &events)
    return events
  }

  /// The events completed by `bytes`, read at `now`.
  public mutating func decode(_ bytes: some Collection<UInt8>, now: DispatchTime = .now())
    -> [InputEvent]
  {
    decode(bytes, now: now.uptimeNanoseconds)
  }

  /// If ``pendingDeadline`` has passed at `now`, resolves what is held as if no more bytes
  /// were coming: a lone ESC becomes Escape, an open paste is delivered, a cut sequence is
  /// skipped. Before the deadline it does nothing and returns no event.
  public mutating func flush(now: UInt64) -> [InputEvent] {
    guard let deadline = pendingDeadline, now >= deadline else { return [] }
    var events: [InputEvent] = []
    if inPaste && (!paste.isEmpty || !pasteDelivered) {
      events.append(.paste(PasteEvent(String(decoding: paste, as: UTF8.self))))
    }
    if inPaste {
      paste = []
      inPaste = false
    }
    discarding = false
    var work: [UInt8] = []
    swap(&work, &held)
    if !work.isEmpty { run(work, final: true, into: &events) }
    return events
  }

  /// ``flush(now:)`` at `now`.
  public mutating func flush(now: DispatchTime = .now()) -> [InputEvent] {
    flush(now: now.uptimeNanoseconds)
  }

  /// Reads `work` from the start, appending events; holds an unfinished tail.
  private mutating func run(_ work: [UInt8], final: Bool, into events: inout [InputEvent]) {
    var index = 0
    while index < work.count {
      if inPaste {
        index = consumePaste(work, from: index, into: &events)
        continue
      }
      if discarding {
        let byte = work[index]
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        discarding = false
        if (0x40...0x7E).contains(byte) { index += 1 }
        continue
      }
      switch InputParser.step(work, at: index, final: final) {
      case .needMore:
        held = Array(work[index...])
        return
      case .item(let event, let length):
        if let event { events.append(event) }
        index += length
      case .pasteStart(let length):
        inPaste = true
        pasteDelivered = false
        index += length
      case .overlong(let length):
        discarding = true
        index += length
      }
    }
  }

  /// Adds paste bytes from `work[start...]` until the end marker or the cap; returns where
  /// reading goes on (after the end marker, or the end of `work`).
  private mutating func consumePaste(
    _ work: [UInt8], from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var index = start
    while index < work.count {
      let taken = min(maxPasteBytes - paste.count, work.count - index)
      let searchFrom = max(paste.count - (Self.pasteEnd.count - 1), 0)
      paste.append(contentsOf: work[index..<index + taken])
      index += taken
      if let end = Self.firstIndex(of: Self.pasteEnd, in: paste, from: searchFrom) {
        if end > 0 || !pasteDelivered {
          events.append(.paste(PasteEvent(String(decoding: paste[..<end], as: UTF8.self))))
        }
        let after = paste.count - (end + Self.pasteEnd.count)
        paste = []
        inPaste = false
        return index - after
      }
      if paste.count >= maxPasteBytes {
        let cut = Self.deliverableCount(paste)
        events.append(.paste(PasteEvent(String(decoding: paste[..<cut], as: UTF8.self))))
        paste.removeFirst(cut)
        pasteDelivered = true
      }
    }
    return index
  }

  /// How much of a full paste buffer to deliver: all but a tail that may begin the end marker,
  /// moved back so that a UTF-8 character is not cut in two.
  private static func deliverableCount(_ paste: [UInt8]) -> Int {
    var cut = paste.count
    for length in stride(from: min(pasteEnd.count - 1, paste.count), through: 1, by: -1)
    where paste[(paste.count - length)...].elementsEqual(pasteEnd[..<length]) {
      cut = paste.count - length
      break
    }
    var back = 0
    while back < 3, cut - back > 1, paste[cut - back - 1] & 0xC0 == 0x80 { back += 1 }
    if cut - back > 1, paste[cut - back - 1] >= 0xC0 {
      return cut - back - 1  // a lead byte whose character the cut would split
    }
    return cut
  }

  /// The first index at or after `start` where `pattern` occurs in `bytes`.
  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    var index = start
    while index <= bytes.count - pattern.count {
      if bytes[index] == pattern[0]
        && bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `duration` in nanoseconds, negative as zero, saturating.
  private static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : adding(UInt64(max(attoseconds, 0) / 1_000_000_000), to: whole)
  }

  /// `a + b`, saturating at the largest time.
  private static func adding(_ a: UInt64, to b: UInt64) -> UInt64 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }
}
