import Testing
import TrellisCore

@Suite @MainActor struct RouterTests {
  @Test func resolvesTheMatchingEntry() throws {
    let router = try RouterTestScreens.router(["tasks", "tasks/:id", "tasks/:id/edit", "counters"])
    let (entry, match) = try router.resolve("tasks/3/edit")
    #expect(entry.pattern.description == "tasks/:id/edit")
    #expect(try match.int("id") == 3)
    #expect(try router.resolve("counters").entry.title == "counters")
    #expect(router.entries.count == 4)
  }

  @Test func literalSegmentsBeatParameters() throws {
    let router = try RouterTestScreens.router([
      "tasks/:id", "tasks/new", ":section/new", "files/*path",
    ])
    #expect(try router.resolve("tasks/new").entry.pattern.description == "tasks/new")
    #expect(try router.resolve("tasks/7").entry.pattern.description == "tasks/:id")
    // Read left to right: the literal first segment decides.
    #expect(try router.resolve("notes/new").entry.pattern.description == ":section/new")
    #expect(try router.resolve("files/new").entry.pattern.description == "files/*path")
    // Registration order does not matter.
    let reversed = try RouterTestScreens.router([
      "files/*path", ":section/new", "tasks/new", "tasks/:id",
    ])
    #expect(try reversed.resolve("tasks/new").entry.pattern.description == "tasks/new")
    #expect(try reversed.resolve("files/new").entry.pattern.description == "files/*path")
  }

  @Test func parametersBeatRest() throws {
    let router = try RouterTestScreens.router(["files/*path", "files/:name"])
    #expect(try router.resolve("files/a").entry.pattern.description == "files/:name")
    #expect(try router.resolve("files/a/b").entry.pattern.description == "files/*path")
  }

  @Test func unknownAndMalformedRoutesAreErrors() throws {
    let router = try RouterTestScreens.router(["tasks", "tasks/:id"])
    #expect(throws: RouteError.unknownRoute("notes")) { try router.resolve("notes") }
    #expect(throws: RouteError.unknownRoute("tasks/3/edit?x=1")) {
      try router.resolve("tasks/3/edit?x=1")
    }
    #expect(throws: RouteError.empty) { try router.resolve("") }
    #expect(throws: RouteError.self) { try router.resolve("tasks//3") }
    #expect(!router.canResolve(try Route("notes")))
    #expect(router.canResolve(try Route("tasks/9")))
  }

  @Test func patternsOfTheSameShapeConflict() throws {
    var router = try RouterTestScreens.router(["tasks/:id"])
    let entry = RouteEntry(
      pattern: try RoutePattern("tasks/:key"), title: "t", pluginID: "other",
      makeScreen: RouterTestScreens.plain)
    #expect(router.entry(conflictingWith: entry.pattern)?.pattern.description == "tasks/:id")
    #expect(
      throws: RouteError.badPattern(
        pattern: "tasks/:key", reason: "it matches the same routes as tasks/:id, already registered"
      )
    ) { try router.register(entry) }
    router.removeEntries(of: "test")
    try router.register(entry)
    #expect(router.entries.map(\.pluginID) == ["other"])
  }

  /// Random strings built from the characters routes trip on: the router answers every one
  /// with a match or a RouteError, and every route it parses prints back to itself.
  @Test func hostileInputsNeverCrash() throws {
    let router = try RouterTestScreens.router([
      "tasks", "tasks/:id", "tasks/:id/edit", "files/*path", "repos/search",
    ])
    let pieces = [
      "tasks", "/", "//", "?", "&", "=", "+", "%", "%2", "%20", "%2F", "%C3", "%A9", "%00",
      "%FF", "..", ".", ":", "*", "#", " ", "é", "🙂", "\u{1B}", "\u{0}", "\n", "3", "edit",
      "files", "q", "%E2%80%AE", "\u{202E}", "%%", "a",
    ]
    var random = FuzzTestRandom(seed: 0x7E11_15)
    var parsed = 0
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...12, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
      do {
        let route = try Route(text)
        parsed += 1
        #expect(try Route(route.description) == route, "\(text.debugDescription)")
        _ = try? router.resolve(route)
      } catch {
        #expect(error is RouteError, "\(text.debugDescription): \(error)")
      }
      do {
        _ = try router.resolve(text)
      } catch {
        #expect(error is RouteError)
      }
    }
    #expect(parsed > 100)
  }

  @Test func hugeInputsAreRefusedQuickly() {
    let router = Router()
    let huge = String(repeating: "a/", count: 1_000_000)
    #expect(throws: RouteError.tooLong(length: huge.utf8.count)) { try router.resolve(huge) }
    let manyItems = "s?" + String(repeating: "a=1&", count: 1_000)
    // Quoted as written (see RouteAsWrittenTests).
    #expect(throws: RouteError.unknownRoute(manyItems)) {
      try router.resolve(manyItems)
    }
  }
}
