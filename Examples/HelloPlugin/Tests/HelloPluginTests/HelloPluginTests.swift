import Counters
import Foundation
import HelloPlugin
import Testing
import Trellis
import TrellisTesting

@Suite struct HelloPluginTests {
  @Test func theViewModelGreetsAndCountsInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let name = scheduler.createHotObservable([
        .next(210, "Ada"), .next(230, " "), .next(250, "Bo"),
      ])
      let greet = scheduler.createHotObservable([.next(220, ()), .next(240, ()), .next(260, ())])
      let output = HelloViewModel().transform(
        .init(name: name.asObservable(), greet: greet.asObservable()))
      let greeting = scheduler.start(created: 0, subscribed: 200, disposed: 1000) {
        output.greeting.asObservable()
      }
      #expect(
        greeting.events == [
          .next(211, "Hello, Ada!"), .next(231, "Type a name."), .next(251, "Hello, Bo!"),
        ])
    }
  }

  @Test func theCountSkipsEmptyNames() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let name = scheduler.createHotObservable([
        .next(210, "Ada"), .next(230, ""), .next(250, "Bo"),
      ])
      let greet = scheduler.createHotObservable([.next(220, ()), .next(240, ()), .next(260, ())])
      let output = HelloViewModel().transform(
        .init(name: name.asObservable(), greet: greet.asObservable()))
      let greeted = scheduler.start(created: 0, subscribed: 200, disposed: 1000) {
        output.greeted.asObservable()
      }
      #expect(
        greeted.events == [
          .next(201, ""), .next(221, "1 greeting sent"), .next(261, "2 greetings sent"),
        ])
    }
  }

  @MainActor
  @Test func thePluginRunsInAnApp() throws {
    let harness = AppHarness(plugins: [HelloPlugin()], size: TerminalSize(width: 50, height: 10))
    #expect(harness.currentRoute == "hello")
    try harness.send(keys: "A d a enter")
    #expect(harness.screen.contains("Hello, Ada!"))
    #expect(harness.screen.contains("1 greeting sent"))
  }

  @MainActor
  @Test func thePaletteCommandOpensTheRouteWithAName() throws {
    let harness = AppHarness(plugins: [HelloPlugin()], size: TerminalSize(width: 50, height: 10))
    try harness.send(keys: "ctrl-p g r e e t space w o r l d enter")
    #expect(harness.currentRoute == "hello?name=World")
    #expect(harness.screen.contains("Hello, World!"))
  }
}

@Suite struct HelloAppCompositionTests {
  @MainActor
  @Test func helloAndCountersRunSideBySide() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hello-app-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let services = ServiceContainer()
    services.register(
      .database, try Database(path: folder.appendingPathComponent("db.sqlite").path))
    let app = App(
      name: "Hello", version: "1.0.0", plugins: [HelloPlugin(), CountersPlugin()],
      services: services)
    let harness = AppHarness(app: app, size: TerminalSize(width: 60, height: 10))
    #expect(harness.screen[0].contains("Hello") && harness.screen[0].contains("Counters"))
    try harness.send(keys: "alt-2 a +")
    #expect(harness.currentRoute == "counters")
    #expect(harness.screenText.contains("number is 1"))
  }
}
