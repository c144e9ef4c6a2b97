/// Percent-decoding and -encoding of route segments and query items.
enum RouteCoding {
  /// Whether `scalar` is a C0 or C1 control character or DEL.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` with each control character shown as `?`: for plain lines of text (messages,
  /// lists), where the screen's placeholders would be out of place.
  static func printable<Text: StringProtocol>(_ text: Text) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "?" : $0 }))
  }

  /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`); nil with a reason when
  /// an escape is cut short, not hexadecimal, or the bytes are not UTF-8.
  static func decode(_ text: Substring, plusIsSpace: Bool) -> Result<String, DecodeFailure> {
    if !text.utf8.contains(UInt8(ascii: "%")) && !(plusIsSpace && text.contains("+")) {
      return .success(String(text))
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let first = utf8.index(after: index)
        guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex else {
          return .failure(.truncatedEscape)
        }
        let second = utf8.index(after: first)
        guard let high = hexValue(utf8[first]), let low = hexValue(utf8[second]) else {
          return .failure(.badEscape(String(decoding: utf8[index...second], as: UTF8.self)))
        }
        bytes.append(high << 4 | low)
        index = utf8.index(after: second)
      } else {
        bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index = utf8.index(after: index)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      return .failure(.notUTF8)
    }
    return .success(decoded)
  }

  /// Why decoding failed.
  enum DecodeFailure: Error {
    case truncatedEscape
    case badEscape(String)
    case notUTF8

    var reason: String {
      switch self {
      case .truncatedEscape: return "a % escape is cut short"
      case .badEscape(let escape): return "\(escape) is not a % escape (two hex digits)"
      case .notUTF8: return "its % escapes do not spell UTF-8 text"
      }
    }
  }

  /// Encodes `text` for a path segment: `%`, `/`, `?`, `#`, space and control characters
  /// are escaped; other characters, non-ASCII included, stay as they are.
  static func encodeSegment(_ text: String) -> String {
    encode(text, escaping: "%/?# ")
  }

  /// Encodes `text` for a query name or value: like a segment, and `&`, `=`, `+` too.
  static func encodeQuery(_ text: String) -> String {
    encode(text, escaping: "%/?# &=+")
  }

  private static func encode(_ text: String, escaping: String) -> String {
    let special = Set(escaping.unicodeScalars)
    guard text.unicodeScalars.contains(where: { special.contains($0) || isControl($0) }) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if special.contains(scalar) || isControl(scalar) {
        for byte in String(scalar).utf8 {
          result += "%" + String(byte >> 4, radix: 16, uppercase: true)
          result += String(byte & 0xF, radix: 16, uppercase: true)
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
