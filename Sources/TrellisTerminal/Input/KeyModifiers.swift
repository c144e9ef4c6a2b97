/// The modifier keys held with a key or a mouse event.
///
/// Legacy encodings report Meta as Alt and cannot report Super or Hyper; the kitty keyboard
/// protocol reports Super, Hyper and Meta each as itself. The lock keys are never reported.
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt8

  /// Modifiers from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (Option, Meta).
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 2)
  /// Super (the Windows or Command key), reported only by the kitty keyboard protocol.
  public static let `super` = KeyModifiers(rawValue: 1 << 3)
  /// Hyper, reported only by the kitty keyboard protocol.
  public static let hyper = KeyModifiers(rawValue: 1 << 4)
  /// Meta as a key of its own, reported only by the kitty keyboard protocol (legacy
  /// encodings report it as Alt).
  public static let meta = KeyModifiers(rawValue: 1 << 5)

  /// The modifiers from an xterm modifier parameter (`CSI 1 ; m A`): `m - 1` holds the bits
  /// shift 1, alt 2, control 4 and meta 8 (read as alt). A missing or zero parameter means none.
  init(xtermParameter parameter: Int?) {
    guard let parameter, parameter > 1 else {
      self = []
      return
    }
    let bits = (parameter - 1) & 0x0F
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }

  /// The modifiers from a kitty keyboard protocol modifier field (`CSI code ; m u`): `m - 1`
  /// holds the bits shift 1, alt 2, control 4, super 8, hyper 16, meta 32, caps lock 64
  /// and num lock 128. The lock bits are dropped, so Ctrl-c with Caps Lock on is still
  /// Ctrl-c. A missing or zero field means none.
  init(kittyParameter parameter: Int?) {
    guard let parameter, parameter > 1 else {
      self = []
      return
    }
    self = KeyModifiers(rawValue: UInt8((parameter - 1) & 0x3F))
  }

  /// The modifiers as a key-name prefix: `Super+Ctrl+Alt+Shift+`, empty for none.
  public var description: String {
    var text = ""
    if contains(.super) { text += "Super+" }
    if contains(.hyper) { text += "Hyper+" }
    if contains(.meta) { text += "Meta+" }
    if contains(.control) { text += "Ctrl+" }
    if contains(.alt) { text += "Alt+" }
    if contains(.shift) { text += "Shift+" }
    return text
  }
}
