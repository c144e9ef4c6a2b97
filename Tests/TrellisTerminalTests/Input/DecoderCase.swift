import Testing
import TrellisTerminal

/// A row of the decoder's table: bytes and the events they mean. A `timed` row ends with
/// something only the Esc timeout resolves (it needs a flush, and cannot be followed by
/// another row without changing meaning).
struct DecoderCase: Sendable, CustomTestStringConvertible {
  var bytes: [UInt8]
  var events: [InputEvent]
  var timed: Bool

  init(_ text: String, _ events: InputEvent..., timed: Bool = false) {
    self.bytes = Array(text.utf8)
    self.events = events
    self.timed = timed
  }

  init(bytes: [UInt8], _ events: InputEvent..., timed: Bool = false) {
    self.bytes = bytes
    self.events = events
    self.timed = timed
  }

  var testDescription: String {
    String(decoding: bytes, as: UTF8.self).debugDescription + " -> \(events)"
  }

  /// What a fresh decoder makes of `parts` fed one after another at the same instant, then
  /// flushed long after.
  static func decode(_ parts: [ArraySlice<UInt8>], decoder: InputDecoder = InputDecoder())
    -> [InputEvent]
  {
    var decoder = decoder
    var events: [InputEvent] = []
    for part in parts {
      events += decoder.decode(part, now: 1_000)
    }
    events += decoder.flush(now: 60_000_000_000)
    return events
  }
}

/// Shorthands that keep the table readable.
extension InputEvent {
  static func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(.character(character, modifiers: modifiers))
  }

  static func ctrl(_ character: Character) -> InputEvent {
    .key(.control(character))
  }

  static func keyed(_ key: KeyEvent, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(key.with(modifiers))
  }

  static func fn(_ number: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(.function(number, modifiers: modifiers))
  }

  static func pasted(_ text: String) -> InputEvent {
    .paste(PasteEvent(text))
  }

  static func mouseAt(
    _ kind: MouseEvent.Kind, _ button: MouseButton, _ column: Int, _ row: Int,
    _ modifiers: KeyModifiers = []
  ) -> InputEvent {
    .mouse(MouseEvent(kind, button: button, column: column, row: row, modifiers: modifiers))
  }
}
