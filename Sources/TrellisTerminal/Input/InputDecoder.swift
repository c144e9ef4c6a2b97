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
/// - **Alt-], Alt-P, Alt-_ or a terminal's reply.** `ESC ]`, `ESC P` and `ESC _` open OSC, DCS
///   and APC strings (replies to colour or graphics queries). Alone they are Alt keys; with
///   bytes after them they are strings, read up to BEL or `ESC \` (or until the timeout): a
///   kitty graphics reply or an XTVERSION reply becomes a ``TerminalResponse``, any other
///   string is skipped.
/// - **A key or a reply.** `CSI ? … c` (device attributes), `CSI ? mode ; setting $ y` (a mode
///   report), `CSI ? flags u` (kitty keyboard flags) and `CSI 6 ; h ; w t` (cell size) are
///   replies, delivered as ``InputEvent/response(_:)``, never as keys.
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
/// Under the kitty keyboard protocol (``keyboardProtocol``, see ``KeyboardProtocol/kitty``)
/// Escape is `CSI 27 u`, with no timeout, and modifier bit 8 is Super, not Alt.
///
/// Hostile bytes: any byte sequence gives events or is skipped; nothing traps or stalls.
/// Invalid UTF-8 becomes U+FFFD (one per maximal invalid subpart), C1 controls are skipped,
/// unknown or malformed sequences are skipped whole, and the byte that made one malformed is
/// read again, so later valid input is never lost; a string that is no known reply is skipped
/// whole too. Held bytes are bounded: a sequence is at most 64 bytes (a longer one is skipped
/// up to its final byte), a string reply at most 4096 (a longer one is skipped), and a paste at most ``maxPasteBytes`` (at the cap the text so far is delivered and
/// the paste goes on). A paste whose end marker never comes is delivered when no byte arrives
/// for ``pasteTimeout``; bytes after that are keys again.
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
  /// How the terminal encodes keys: `.legacy` until the terminal is told to switch to the
  /// kitty keyboard protocol; bytes decoded after a change are read the new way.
  public var keyboardProtocol = KeyboardProtocol.legacy

  private let escapeTimeoutNanoseconds: UInt64
  private let pasteTimeoutNanoseconds: UInt64

  /// What the bytes being read belong to.
  private enum Mode {
    /// Keys, mouse, focus and the start of a paste.
    case ground
    /// An open bracketed paste.
    case paste
    /// The rest of an overlong CSI or SS3 sequence, up to its final byte.
    case skippingSequence
    /// An OSC, DCS or APC string (a terminal's reply), up to BEL or `ESC \`.
    case readingString
  }

  private var mode = Mode.ground
  /// The bytes of an unfinished item outside a paste.
  private var held: [UInt8] = []
  /// The open paste.
  private var paste: PasteCollector
  /// When bytes last arrived.
  private var lastInput: UInt64 = 0
  /// The string being read: `]`, `P` or `_`.
  private var stringKind: UInt8 = 0
  /// The string's bytes so far (dropped once over `TerminalResponse.maxStringLength`).
  private var stringBody: [UInt8] = []
  /// Whether the string grew too long to be a reply.
  private var stringOverflowed = false

  /// A decoder with the given timeouts and paste cap (at least 64 bytes).
  public init(
    escapeTimeout: Duration = defaultEscapeTimeout, pasteTimeout: Duration = defaultPasteTimeout,
    maxPasteBytes: Int = defaultMaxPasteBytes
  ) {
    self.escapeTimeout = escapeTimeout
    self.pasteTimeout = pasteTimeout
    self.maxPasteBytes = max(maxPasteBytes, 64)
    paste = PasteCollector(cap: maxPasteBytes)
    escapeTimeoutNanoseconds = Self.nanoseconds(escapeTimeout)
    pasteTimeoutNanoseconds = Self.nanoseconds(pasteTimeout)
  }

  /// When held bytes must be resolved if nothing arrives first, or nil when nothing is held.
  /// Wait for input no longer than this, then call ``flush(now:)``.
  public var pendingDeadline: UInt64? {
    switch mode {
    case .paste:
      return Self.adding(pasteTimeoutNanoseconds, to: lastInput)
    case .skippingSequence, .readingString:
      return Self.adding(escapeTimeoutNanoseconds, to: lastInput)
    case .ground:
      return held.isEmpty ? nil : Self.adding(escapeTimeoutNanoseconds, to: lastInput)
    }
  }

  /// How many bytes the decoder holds (an unfinished sequence or character, or an open
  /// paste): at most 64 outside a paste, at most ``maxPasteBytes`` inside one.
  public var heldByteCount: Int {
    held.count + paste.bytes.count
  }

  /// Whether a bracketed paste is open.
  public var isInPaste: Bool {
    mode == .paste
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
    switch mode {
    case .paste:
      if let event = paste.finish() { events.append(event) }
    case .readingString:
      held = []  // an ESC that may have begun the string's terminator
      endString(into: &events, complete: false)
    case .ground, .skippingSequence:
      break
    }
    mode = .ground
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
      switch mode {
      case .paste:
        if let after = paste.consume(work, from: index, into: &events) {
          mode = .ground
          index = after
        } else {
          index = work.count
        }
      case .skippingSequence:
        let byte = work[index]
        if !(0x20...0x3F).contains(byte) { mode = .ground }
        if (0x20...0x7E).contains(byte) { index += 1 }
      case .readingString:
        guard let next = readString(work, at: index, final: final, into: &events) else {
          return
        }
        index = next
      case .ground:
        switch InputParser.step(work, at: index, final: final, keyboard: keyboardProtocol) {
        case .needMore:
          held = Array(work[index...])
          return
        case .item(let event, let length):
          if let event { events.append(event) }
          index += length
        case .pasteStart(let length):
          mode = .paste
          index += length
        case .overlong(let length):
          mode = .skippingSequence
          index += length
        case .stringStart(let length):
          mode = .readingString
          stringKind = work[index + 1]
          stringBody = []
          stringOverflowed = false
          index += length
        }
      }
    }
  }

  /// Reads a byte of an OSC, DCS or APC string: BEL or `ESC \` ends it (and a reply is
  /// delivered), CAN or SUB cancels it, and any other ESC cancels it and begins something
  /// new, read again. Returns where reading goes on, or nil after holding an ESC that ends
  /// the bytes.
  private mutating func readString(
    _ work: [UInt8], at index: Int, final: Bool, into events: inout [InputEvent]
  ) -> Int? {
    switch work[index] {
    case 0x07:
      endString(into: &events, complete: true)
      return index + 1
    case 0x18, 0x1A:
      endString(into: &events, complete: false)
      return index + 1
    case 0x1B:
      guard index + 1 < work.count else {
        if final {
          endString(into: &events, complete: false)
          return index + 1
        }
        held = [0x1B]
        return nil
      }
      let terminated = work[index + 1] == UInt8(ascii: "\\")
      endString(into: &events, complete: terminated)
      return terminated ? index + 2 : index
    default:
      var end = index + 1
      while end < work.count, work[end] != 0x1B, work[end] != 0x07, work[end] != 0x18,
        work[end] != 0x1A
      {
        end += 1
      }
      if !stringOverflowed {
        if stringBody.count + (end - index) > TerminalResponse.maxStringLength {
          stringOverflowed = true
          stringBody = []
        } else {
          stringBody.append(contentsOf: work[index..<end])
        }
      }
      return end
    }
  }

  /// Ends the string being read: a complete one that is a known reply becomes an event.
  private mutating func endString(into events: inout [InputEvent], complete: Bool) {
    mode = .ground
    if complete, !stringOverflowed,
      let response = TerminalResponse.fromString(kind: stringKind, body: stringBody)
    {
      events.append(.response(response))
    }
    stringBody = []
    stringOverflowed = false
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
