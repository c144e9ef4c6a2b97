import TrellisCore
import TrellisRxTest
import TrellisTerminal
import TrellisUI

/// An `AppShell` on a headless terminal in virtual time (a tick is a millisecond), with a
/// screen of a text field above a counter, recording what the shell asks of the app.
@MainActor
final class CoreTestShellFixture {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
  let shell: AppShell
  let loop: AppRunLoop
  let target: HeadlessRenderTarget
  let field = TextField(placeholder: "name")
  let counter = CoreTestCounterView()
  var selectedTabs: [Int] = []
  var backs = 0
  var quits = 0
  var openedRoutes: [String] = []
  var ran: [String] = []

  init(tabs: [String] = ["Counters", "Tasks", "Plugins"], width: Int = 60, height: Int = 12) {
    shell = AppShell(tabs: tabs, size: Size(width: width, height: height), scheduler: scheduler)
    target = HeadlessRenderTarget(size: TerminalSize(width: width, height: height))
    loop = AppRunLoop(window: shell.window, target: target, scheduler: scheduler)
    loop.willRender = { [shell] in shell.updateStatusBar() }
    shell.onSelectTab = { [unowned self] index in self.selectedTabs.append(index) }
    shell.onBack = { [unowned self] in
      self.backs += 1
      return true
    }
    shell.onQuit = { [unowned self] in self.quits += 1 }
    shell.onOpenRoute = { [unowned self] route in self.openedRoutes.append(route) }
    shell.paletteEntries = { [unowned self] in
      [
        PaletteEntry(
          title: "Counters", detail: "counters", kind: .route,
          action: .run { self.ran.append("counters") }),
        PaletteEntry(
          title: "Edit task", detail: "tasks/:id/edit", kind: .route, action: .fill("tasks/")),
        PaletteEntry(
          title: "Reset counters", detail: "Counters plugin", kind: .command,
          action: .run { self.ran.append("reset") }),
        PaletteEntry(
          title: "Plugins", detail: "plugins", kind: .route,
          action: .run { self.ran.append("plugins") }),
      ]
    }
    let screen = StackView(axis: .vertical, [(field, .fixed(1)), (counter, .fixed(1))])
    shell.show(screen)
    loop.start()
  }

  /// Delivers the keys of `script` as one batch and lets the frame be drawn.
  func send(_ script: String) throws {
    for batch in try KeyScript(script).batches {
      switch batch {
      case .events(let events): loop.deliver(events)
      case .wait(let milliseconds): scheduler.advanceTo(scheduler.clock + milliseconds)
      }
    }
    settle()
  }

  /// Delivers one event and lets the frame be drawn.
  func send(_ event: InputEvent) {
    loop.deliver(event)
    settle()
  }

  /// Runs virtual time up to the pending frame.
  func settle() {
    scheduler.advanceTo(scheduler.clock + 17)
  }

  var lines: [String] { target.terminal.lines }

  var counterHints: [KeyHint] {
    get { counter.hints }
    set { counter.hints = newValue }
  }
}
