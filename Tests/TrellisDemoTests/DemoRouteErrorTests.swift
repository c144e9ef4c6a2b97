import Foundation
import Testing

/// `--route` with a route no screen takes: the error quotes it as the user typed it, with
/// nothing in it that a terminal would obey or read backwards.
@Suite struct DemoRouteErrorTests {
  @Test func anUnknownRouteIsQuotedAsTyped() throws {
    let run = try DemoCommandTests().demo(
      ["--route", "tasks/ñ x"], extraEnvironment: ["LANG": "C.UTF-8"])
    #expect(run.status == 2)
    #expect(run.errors == "trellis-demo: no screen is registered for route \"tasks/ñ x\"\n")
    // A terminal that does not read UTF-8 gets it in ASCII, as the app's other messages.
    let ascii = try DemoCommandTests().demo(
      ["--route", "tasks/ñ x"], extraEnvironment: ["LANG": "C"])
    #expect(ascii.errors == "trellis-demo: no screen is registered for route \"tasks/n x\"\n")
  }

  @Test func aRouteThatWouldTurnTheLineBackwardsIsShownSafely() throws {
    let run = try DemoCommandTests().demo(
      ["--route", "tasks/\u{202E}x"], extraEnvironment: ["LANG": "C.UTF-8"])
    #expect(run.status == 2)
    #expect(!run.errors.unicodeScalars.contains("\u{202E}"), "\(run.errors)")
    #expect(run.errors.hasPrefix("trellis-demo: no screen is registered for route \"tasks/"))
  }
}
