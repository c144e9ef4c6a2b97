import Foundation

/// A strict JSON parser (RFC 8259) that reports where the text goes wrong by line and
/// column, which Foundation's parser does not.
struct SettingsJSONParser {
  /// Where and why parsing failed. Lines and columns count from 1; columns count
  /// characters (Unicode scalars), not bytes.
  struct SyntaxError: Error, Equatable {
    let line: Int
    let column: Int
    let reason: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maximumDepth = 200

  /// Parses `data` (UTF-8, with or without a byte order mark) as one JSON value.
  static func parse(_ data: Data) throws -> SettingsJSONValue {
    var parser = SettingsJSONParser(bytes: Array(data))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    guard String(validating: parser.bytes, as: UTF8.self) != nil else {
      throw SyntaxError(line: 1, column: 1, reason: "the file is not UTF-8 text")
    }
    parser.skipBlanks()
    let value = try parser.parseValue()
    parser.skipBlanks()
    guard parser.index == parser.bytes.count else {
      throw parser.failure("unexpected text after the end of the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private mutating func skipBlanks() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func parseValue() throws -> SettingsJSONValue {
    guard let byte = current else { throw failure("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"): return try nested { try $0.parseObject() }
    case UInt8(ascii: "["): return try nested { try $0.parseArray() }
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("expected a value (an object, list, text, number, true, false or null)")
    }
  }

  private mutating func nested(_ body: (inout SettingsJSONParser) throws -> SettingsJSONValue)
    throws -> SettingsJSONValue
  {
    depth += 1
    defer { depth -= 1 }
    guard depth <= SettingsJSONParser.maximumDepth else {
      throw failure("values are nested more than \(SettingsJSONParser.maximumDepth) deep")
    }
    return try body(&self)
  }

  private mutating func parseObject() throws -> SettingsJSONValue {
    index += 1
    var members: [String: SettingsJSONValue] = [:]
    skipBlanks()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipBlanks()
      guard current == UInt8(ascii: "\"") else {
        throw failure("expected a key in double quotes (is there a comma too many?)")
      }
      let key = try parseString()
      skipBlanks()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
      index += 1
      skipBlanks()
      members[key] = try parseValue()
      skipBlanks()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("expected ',' or '}' after the value")
      }
    }
  }

  private mutating func parseArray() throws -> SettingsJSONValue {
    index += 1
    var elements: [SettingsJSONValue] = []
    skipBlanks()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipBlanks()
      elements.append(try parseValue())
      skipBlanks()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw failure("expected ',' or ']' after the value")
      }
    }
  }

  private mutating func literal(_ word: String, _ value: SettingsJSONValue) throws
    -> SettingsJSONValue
  {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else { throw failure("expected \(word)") }
    index += expected.count
    return value
  }

  private mutating func parseNumber() throws -> SettingsJSONValue {
    let start = index
    var isInteger = true
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if try digits() == 0 {
      throw failure("expected a digit")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard try digits() > 0 else { throw failure("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard try digits() > 0 else { throw failure("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let integer = Int64(text) { return .integer(integer) }
    guard let double = Double(text), double.isFinite else {
      throw failure("the number \(text) is too large")
    }
    return .double(double)
  }

  private mutating func digits() throws -> Int {
    let start = index
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
    }
    return index - start
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ parser: SettingsJSONParser, upTo end: Int) {
      scalars.append(
        contentsOf: String(decoding: parser.bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw failure("the text ends inside a string") }
      if byte == UInt8(ascii: "\"") {
        flush(self, upTo: index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw failure("a control character (such as a line break) inside a string must be escaped")
      }
      if byte == UInt8(ascii: "\\") {
        flush(self, upTo: index)
        scalars.append(try parseEscape())
        run = index
      } else {
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws -> Unicode.Scalar {
    index += 1
    guard let byte = current else { throw failure("the text ends inside a string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes[index...].starts(with: Array("\\u".utf8)) else {
          throw failure("a \\u escape of a high surrogate must be followed by a low one")
        }
        index += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw failure("invalid surrogate pair in a \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw failure("a lone surrogate in a \\u escape")
      }
      return scalar
    default:
      index -= 1
      throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
    }
  }

  private mutating func hexQuad() throws -> UInt32 {
    let hexDigits = Array("0123456789abcdefABCDEF".utf8)
    guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(hexDigits.contains),
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("expected four hexadecimal digits after \\u") }
    index += 4
    return value
  }

  /// An error at the current position.
  private func failure(_ reason: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, reason: reason)
  }
}
