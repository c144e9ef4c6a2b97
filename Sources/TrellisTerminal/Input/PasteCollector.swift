/// The bytes of an open bracketed paste, up to the end marker `ESC [ 201 ~` or a cap.
///
/// Everything between the markers is text, ESC bytes included. At the cap the text so far is
/// delivered (short of a tail that may begin the end marker or finish a character) and
/// collecting goes on, so memory stays bounded however long the paste.
struct PasteCollector {
  /// The most bytes one event carries (at least 64).
  let cap: Int
  /// The bytes not yet delivered.
  private(set) var bytes: [UInt8] = []
  /// Whether part of this paste was delivered at the cap.
  private var deliveredPart = false

  private static let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 201 ~

  /// A collector delivering at most `cap` bytes an event.
  init(cap: Int) {
    self.cap = max(cap, 64)
  }

  /// Adds `work[start...]` until the end marker; appends the events delivered. Returns the
  /// index after the end marker when the paste is over, nil when all of `work` was taken.
  mutating func consume(_ work: [UInt8], from start: Int, into events: inout [InputEvent])
    -> Int?
  {
    var index = start
    while index < work.count {
      let taken = min(cap - bytes.count, work.count - index)
      let searchFrom = max(bytes.count - (Self.end.count - 1), 0)
      bytes.append(contentsOf: work[index..<index + taken])
      index += taken
      if let end = Self.firstIndex(of: Self.end, in: bytes, from: searchFrom) {
        if end > 0 || !deliveredPart { events.append(Self.event(bytes[..<end])) }
        let after = bytes.count - (end + Self.end.count)
        self = PasteCollector(cap: cap)
        return index - after
      }
      if bytes.count >= cap {
        let cut = deliverableCount()
        events.append(Self.event(bytes[..<cut]))
        bytes.removeFirst(cut)
        deliveredPart = true
      }
    }
    return nil
  }

  /// The paste as it stands when its end marker never came (nil if all of it was delivered),
  /// and an empty collector.
  mutating func finish() -> InputEvent? {
    let event = bytes.isEmpty && deliveredPart ? nil : Self.event(bytes[...])
    self = PasteCollector(cap: cap)
    return event
  }

  private static func event(_ bytes: ArraySlice<UInt8>) -> InputEvent {
    .paste(PasteEvent(String(decoding: bytes, as: UTF8.self)))
  }

  /// How much of a full buffer to deliver: all but a tail that may begin the end marker, moved
  /// back so that a UTF-8 character is not cut in two.
  private func deliverableCount() -> Int {
    var cut = bytes.count
    for length in stride(from: min(Self.end.count - 1, bytes.count), through: 1, by: -1)
    where bytes[(bytes.count - length)...].elementsEqual(Self.end[..<length]) {
      cut = bytes.count - length
      break
    }
    var back = 0
    while back < 3, cut - back > 1, bytes[cut - back - 1] & 0xC0 == 0x80 { back += 1 }
    if cut - back > 1, bytes[cut - back - 1] >= 0xC0 {
      return cut - back - 1  // a lead byte whose character the cut may split
    }
    return cut
  }

  /// The first index at or after `start` where `pattern` occurs in `bytes`.
  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    var index = start
    while index <= bytes.count - pattern.count {
      if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) {
        return index
      }
      index += 1
    }
    return nil
  }
}
