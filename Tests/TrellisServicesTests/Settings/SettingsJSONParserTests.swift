import Foundation
import Testing

@testable import TrellisServices

@Suite struct SettingsJSONParserTests {
  private func parse(_ text: String) throws -> SettingsJSONValue {
    try SettingsJSONParser.parse(Data(text.utf8))
  }

  private func failure(_ text: String) -> SettingsJSONParser.SyntaxError? {
    #expect(throws: SettingsJSONParser.SyntaxError.self) { try parse(text) }
  }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(
      #"""
      {"a": [1, -2, 3.5, 1e3, -0, true, false, null], "b": "é\n\"\u00e9\ud83d\ude00\/", "c": {}}
      """#)
    #expect(
      value
        == .object([
          "a": .array([
            .integer(1), .integer(-2), .double(3.5), .double(1000), .integer(0), .bool(true),
            .bool(false), .null,
          ]),
          "b": .string("é\n\"é😀/"), "c": .object([:]),
        ]))
    #expect(try parse("\u{FEFF}  {} ") == .object([:]))
    #expect(try parse("92233720368547758070") == .double(9.223_372_036_854_775_808e19))
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "expected a key in double quotes (is there a comma too many?)"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the key"),
    ("[1 2]", 1, 4, "expected ',' or ']' after the value"),
    ("{\n  \"a\": tru\n}", 2, 8, "expected true"),
    (
      "{\"a\": \"line\nbreak\"}", 1, 12,
      "a control character (such as a line break) inside a string must be escaped"
    ),
    ("{\"a\": 01}", 1, 8, "expected ',' or '}' after the value"),
    ("{\"a\": 1.}", 1, 9, "expected a digit after '.'"),
    ("{\"a\": \"\\x\"}", 1, 9, "unknown escape '\\x' in a string"),
    (
      "{\"a\": \"\\ud800\"}", 1, 14,
      "a \\u escape of a high surrogate must be followed by a low one"
    ),
    ("{\"é\": x}", 1, 7, "expected a value (an object, list, text, number, true, false or null)"),
    ("{} {}", 1, 4, "unexpected text after the end of the JSON value"),
    ("{\"a\": 1", 1, 8, "expected ',' or '}' after the value"),
    ("{\"a\": \"open", 1, 12, "the text ends inside a string"),
    ("", 1, 1, "the text ends where a value should be"),
    ("1e999", 1, 6, "the number 1e999 is too large"),
  ])
  func reportsTheLineAndColumnOfAnError(text: String, line: Int, column: Int, reason: String) {
    #expect(
      failure(text) == SettingsJSONParser.SyntaxError(line: line, column: column, reason: reason))
  }

  @Test func refusesTextThatIsNotUTF8AndDeepNesting() {
    #expect(
      throws: SettingsJSONParser.SyntaxError(
        line: 1, column: 1, reason: "the file is not UTF-8 text")
    ) {
      try SettingsJSONParser.parse(Data([0x7B, 0xFF, 0x7D]))
    }
    let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(failure(deep)?.reason == "values are nested more than 200 deep")
  }

  @Test func theWriterRoundTripsThroughTheParser() throws {
    let value = SettingsJSONValue.object([
      "text": .string("quote \" backslash \\ tab \t bell \u{07} line \u{2028} é 😀"),
      "numbers": .array([.integer(Int64.min), .double(0.1), .double(-2.5e-8), .integer(0)]),
      "nested": .object(["empty": .array([]), "none": .null, "yes": .bool(true)]),
    ])
    for pretty in [true, false] {
      let text = SettingsJSONWriter.text(value, pretty: pretty)
      #expect(try parse(text) == value)
      #expect(!text.contains("\u{07}"))
      // Foundation agrees that it is JSON.
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    }
    #expect(
      SettingsJSONWriter.text(.object(["b": .integer(1), "a": .integer(2)]), pretty: false)
        == #"{"a":2,"b":1}"#)
  }
}
