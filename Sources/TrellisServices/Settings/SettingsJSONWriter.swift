/// Writes a `SettingsJSONValue` as JSON text: keys sorted, two-space indentation when
/// pretty, integers as integers, strings escaped per RFC 8259.
enum SettingsJSONWriter {
  /// The JSON text of `value`.
  static func text(_ value: SettingsJSONValue, pretty: Bool) -> String {
    var output = ""
    write(value, into: &output, indent: pretty ? 0 : nil)
    if pretty { output += "\n" }
    return output
  }

  private static func write(_ value: SettingsJSONValue, into output: inout String, indent: Int?) {
    switch value {
    case .null: output += "null"
    case .bool(let bool): output += bool ? "true" : "false"
    case .integer(let integer): output += String(integer)
    case .double(let double): output += double.isFinite ? "\(double)" : "null"
    case .string(let string): writeString(string, into: &output)
    case .array(let elements):
      writeList(elements, open: "[", close: "]", into: &output, indent: indent) {
        element, output, indent in
        write(element, into: &output, indent: indent)
      }
    case .object(let members):
      let sorted = members.sorted { $0.key < $1.key }
      writeList(sorted, open: "{", close: "}", into: &output, indent: indent) {
        member, output, indent in
        writeString(member.key, into: &output)
        output += indent == nil ? ":" : ": "
        write(member.value, into: &output, indent: indent)
      }
    }
  }

  private static func writeList<Element>(
    _ elements: [Element], open: String, close: String, into output: inout String, indent: Int?,
    element: (Element, inout String, Int?) -> Void
  ) {
    output += open
    guard !elements.isEmpty else {
      output += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (offset, item) in elements.enumerated() {
      if offset > 0 { output += "," }
      if let inner { output += "\n" + String(repeating: " ", count: inner) }
      element(item, &output, inner)
    }
    if let indent { output += "\n" + String(repeating: " ", count: indent) }
    output += close
  }

  private static func writeString(_ string: String, into output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
