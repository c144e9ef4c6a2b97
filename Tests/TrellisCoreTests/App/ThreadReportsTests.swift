import Foundation
import Testing
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TrellisCore

/// While the app owns the terminal, thread-confinement reports go to the status bar (stderr
/// would write over the screen) and are kept for after.
@MainActor
@Suite struct ThreadReportsTests {
  @Test func reportsGoToTheStatusBarOnceAndAreKeptForTheEnd() throws {
    let harness = AppHarness(plugins: [], size: TerminalSize(width: 120, height: 6))
    let reports = harness.app.reportThreadMistakesOnScreen()
    let message = "Trellis: Window.focus(_:) was called on thread 0x\(UUID().uuidString)"
    ThreadConfinement.report(message)
    ThreadConfinement.report(message)
    harness.settle()
    #expect(harness.statusMessage?.kind == .error)
    #expect(harness.statusMessage?.text.contains("Window.focus(_:) was called") == true)
    let kept = reports.stop()
    #expect(kept.filter { $0 == message }.count == 1)
    // Given back: later reports are not kept by it.
    ThreadConfinement.report("after \(message)")
    #expect(!reports.stop().contains("after \(message)"))
  }
}
