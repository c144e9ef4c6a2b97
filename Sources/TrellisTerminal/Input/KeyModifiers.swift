/// The modifier keys held with a key or a mouse event.
///
/// Terminals report Meta as Alt; Super, Hyper and the lock keys are not reported.
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

  /// The modifiers as a key-name prefix: `Ctrl+Alt+Shift+`, empty for none.
  public var description: String {
    var text = ""
    if contains(.control) { text += "Ctrl+" }
    if contains(.alt) { text += "Alt+" }
    if contains(.shift) { text += "Shift+" }
    return text
  }
}
