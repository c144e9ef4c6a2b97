/// An error whose message carries escape sequences.
struct CoreTestEvilError: Error, CustomStringConvertible {
  var description: String { "bad \u{1B}[31mred\u{07}" }
}
