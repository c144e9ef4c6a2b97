import Testing
import TrellisCore

@Suite struct RouteMatchTests {
  private func match(_ pattern: String, _ route: String) throws -> RouteMatch {
    try #require(try RoutePattern(pattern).match(try Route(route)))
  }

  @Test func readsTypedPathParametersAndQueryValues() throws {
    let match = try match(
      "tasks/:id/edit", "tasks/42/edit?done=yes&weight=2.5&page=-3&title=Buy+milk")
    #expect(try match.int("id") == 42)
    #expect(try match.string("id") == "42")
    #expect(try match.bool("done") == true)
    #expect(try match.double("weight") == 2.5)
    #expect(try match.int("page") == -3)
    #expect(try match.string("title") == "Buy milk")
    #expect(match.query("title") == "Buy milk")
    #expect(match.query("id") == nil)
    #expect(try match.value("id", as: UInt8.self, expected: "a number from 0 to 255") == 42)
  }

  @Test func pathParametersWinOverQueryItemsOfTheSameName() throws {
    let match = try match("tasks/:id", "tasks/3?id=9")
    #expect(try match.int("id") == 3)
    #expect(match.query("id") == "9")
  }

  @Test func optionalReadersGiveNilWhenAbsentAndThrowWhenBad() throws {
    let match = try match("repos/search", "repos/search?page=x&flag=maybe&n=1e400")
    #expect(try match.optionalInt("missing") == nil)
    #expect(try match.optionalBool("missing") == nil)
    #expect(try match.optionalDouble("missing") == nil)
    #expect(match.optionalString("missing") == nil)
    #expect(throws: RouteError.badParameter(name: "page", value: "x", expected: "a whole number")) {
      try match.optionalInt("page")
    }
    #expect(
      throws: RouteError.badParameter(
        name: "flag", value: "maybe", expected: "yes or no (true/false, on/off, 1/0)")
    ) { try match.optionalBool("flag") }
    // Infinity is not a number a screen can use.
    #expect(throws: RouteError.badParameter(name: "n", value: "1e400", expected: "a number")) {
      try match.optionalDouble("n")
    }
  }

  @Test func requiredReadersNameTheMissingParameter() throws {
    let match = try match("repos/search", "repos/search?q=swift")
    #expect(throws: RouteError.missingParameter(name: "page", route: "repos/search?q=swift")) {
      try match.int("page")
    }
    #expect(
      RouteError.missingParameter(name: "page", route: "repos/search").message
        == "route \"repos/search\" needs the parameter page: add ?page=…")
  }

  @Test(arguments: ["abc", "", "3.5", "٣", " 3", "-", "+-3"])
  func badWholeNumbersAreErrorsTheUserSees(value: String) throws {
    let route = try Route(segments: ["tasks"], queryItems: [.init(name: "id", value: value)])
    let match = try #require(try RoutePattern("tasks").match(route))
    #expect(throws: RouteError.badParameter(name: "id", value: value, expected: "a whole number")) {
      try match.int("id")
    }
  }

  @Test func aWholeNumberTooBigOrTooSmallSaysSoAndGivesTheLimit() throws {
    let match = try match(
      "tasks/:id/edit", "tasks/99999999999999999999/edit?page=-99999999999999999999")
    let big = #expect(throws: RouteError.self) { try match.int("id") }
    #expect(big == .numberTooBig(name: "id", value: "99999999999999999999", maximum: Int.max))
    #expect(
      big?.message
        == "parameter id is \"99999999999999999999\", which is too big: the largest it can be "
        + "is 9223372036854775807")
    let small = #expect(throws: RouteError.self) { try match.optionalInt("page") }
    #expect(
      small == .numberTooSmall(name: "page", value: "-99999999999999999999", minimum: Int.min))
    #expect(
      small?.message.hasSuffix("which is too small: the smallest it can be is -9223372036854775808")
        == true)
    // The largest Int itself still reads.
    #expect(try self.match("tasks/:id", "tasks/9223372036854775807").int("id") == Int.max)
  }

  @Test func boolAcceptsTheUsualSpellings() throws {
    for (text, expected) in [
      ("true", true), ("YES", true), ("on", true), ("1", true),
      ("false", false), ("No", false), ("OFF", false), ("0", false),
    ] {
      #expect(try match("s", "s?b=\(text)").bool("b") == expected)
    }
  }

  @Test func badParameterMessageIsActionable() {
    let error = RouteError.badParameter(name: "id", value: "abc", expected: "a whole number")
    #expect(error.message == "parameter id is \"abc\", expected a whole number")
  }
}
