extension PluginTemplate {
  /// The tests' imports, in order.
  private var imports: String {
    ["Testing", "Trellis", "TrellisTesting", name.type].sorted().map { "import \($0)" }
      .joined(separator: "\n")
  }

  /// The view model's test, in virtual time.
  var viewModelTests: String {
    let type = name.type
    return """
      \(imports)

      @Suite struct \(type)ViewModelTests {
        @Test func whatIsTypedIsEchoedAndEnterCountsIt() {
          let scheduler = TestScheduler(initialClock: 0)
          SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable([.next(210, "one"), .next(230, " ")])
            let submit = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
            let output = \(type)ViewModel().transform(
              .init(text: text.asObservable(), submit: submit.asObservable()))
            let echo = scheduler.start(created: 0, subscribed: 200, disposed: 1000) {
              output.echo.asObservable()
            }
            #expect(echo.events == [.next(211, "You typed one."), .next(231, "Type something.")])
          }
        }
      }

      """
  }

  /// The screen's test, in an AppHarness.
  var screenTests: String {
    let (type, id) = (name.type, name.id)
    return """
      \(imports)

      @MainActor
      @Suite struct \(type)ScreenTests {
        @Test func theScreenRunsInAnApp() throws {
          let harness = AppHarness(
            plugins: [\(type)Plugin()], size: TerminalSize(width: 50, height: 10))
          #expect(harness.currentRoute == "\(id)")
          try harness.send(keys: "h i enter")
          #expect(harness.screen.contains("You typed hi."))
          #expect(harness.screen.contains("1 sent"))
        }
      }

      """
  }
}
