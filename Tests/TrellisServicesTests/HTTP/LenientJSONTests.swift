import Foundation
import Testing
import TrellisServices

@Suite struct LenientJSONTests {
  private struct Unreadable: Error, Equatable {
    var reason: String
  }

  /// `json` as `JSONSerialization` gives it (fragments allowed).
  private func value(_ json: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
  }

  @Test func parseReadsObjectsArraysAndFragments() throws {
    let object = try LenientJSON.parse(Data(#"{"a": [1, "b"]}"#.utf8), orThrow: Unreadable.init)
    #expect(LenientJSON.object(object)?.keys.sorted() == ["a"])
    #expect(LenientJSON.object(try value("[1]")) == nil)
    let text = try LenientJSON.parse(Data(#""just text""#.utf8), orThrow: Unreadable.init)
    #expect(LenientJSON.string(text) == "just text")
  }

  @Test func parseThrowsTheCallersErrorWithTheReason() {
    #expect(throws: Unreadable(reason: "the answer was empty")) {
      try LenientJSON.parse(Data(), orThrow: Unreadable.init)
    }
    for broken in [#"{"items": [1, 2"#, "<html>", "{'a': 1}"] {
      #expect(throws: Unreadable(reason: "it is not complete JSON"), "\(broken)") {
        try LenientJSON.parse(Data(broken.utf8), orThrow: Unreadable.init)
      }
    }
  }

  @Test(
    arguments: [
      (#"42"#, 42), (#""42""#, 42), (#"42.0"#, 42), (#"" 7 ""#, 7), (#"-3"#, -3),
      (#"true"#, nil), (#"null"#, nil), (#""many""#, nil), (#"[1]"#, nil), (#"1e300"#, nil),
      (#"2000.5"#, nil), (#""42.5""#, nil), (#"9000000000000001"#, nil),
    ] as [(String, Int?)])
  func numbersAreReadLenientlyButNeverRounded(json: String, value expected: Int?) throws {
    #expect(LenientJSON.int(try value(json)) == expected)
  }

  @Test func stringsAcceptWholeNumbersOnly() throws {
    #expect(LenientJSON.string(try value(#""swift""#)) == "swift")
    #expect(LenientJSON.string(try value("12")) == "12")
    #expect(LenientJSON.string(try value("424242.0")) == "424242")
    #expect(LenientJSON.string(try value("4.5")) == nil)
    #expect(LenientJSON.string(try value("false")) == nil)
    #expect(LenientJSON.string(try value(#"["a"]"#)) == nil)
    #expect(LenientJSON.string(nil) == nil)
    #expect(LenientJSON.string(try value(#""  ""#)) == "  ")
    #expect(LenientJSON.nonEmptyString(try value(#"" \t ""#)) == nil)
    #expect(LenientJSON.nonEmptyString(try value(#"" a ""#)) == " a ")
  }

  @Test func listsKeepTheirNonBlankStrings() throws {
    #expect(
      LenientJSON.strings(try value(#"["ok", 3, null, "", "fine", {}]"#)) == ["ok", "3", "fine"])
    #expect(LenientJSON.strings(try value(#""alone""#)) == ["alone"])
    #expect(LenientJSON.strings(try value("null")).isEmpty)
    #expect(LenientJSON.strings(try value(#"{"a": "b"}"#)).isEmpty)
  }

  @Test func booleansComeFromBooleansOrTheirNames() throws {
    #expect(LenientJSON.bool(try value("true")) == true)
    #expect(LenientJSON.bool(try value(#""False""#)) == false)
    #expect(LenientJSON.bool(try value("1")) == nil)
    #expect(LenientJSON.bool(try value(#""yes""#)) == nil)
  }

  @Test func datesAreISO8601WithOrWithoutFractions() throws {
    #expect(LenientJSON.date("2024-05-01T12:00:00Z") == Date(timeIntervalSince1970: 1_714_564_800))
    #expect(
      LenientJSON.date("2024-05-01T12:00:00.123Z")
        == Date(timeIntervalSince1970: 1_714_564_800.123))
    #expect(
      LenientJSON.date("2016-05-29T15:42:02-04:00")
        == LenientJSON.date("2016-05-29T19:42:02Z"))
    #expect(LenientJSON.date("yesterday") == nil)
    #expect(LenientJSON.date(1_714_564_800) == nil)
  }

  @Test func webURLsAreHTTPWithAHost() {
    #expect(
      LenientJSON.webURL(" https://images.unsplash.com/photo-1?ixid=x ")?.absoluteString
        == "https://images.unsplash.com/photo-1?ixid=x")
    #expect(LenientJSON.webURL("HTTP://example.com")?.host == "example.com")
    for bad in ["javascript:alert(1)", "file:///etc/passwd", "/photos/1", "https://", "", "x y"] {
      #expect(LenientJSON.webURL(bad) == nil, "\(bad)")
    }
    #expect(LenientJSON.webURL(42) == nil)
  }
}
