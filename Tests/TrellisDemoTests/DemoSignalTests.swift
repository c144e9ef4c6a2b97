import Foundation
import Glibc
import TerminalTestSupport
import Testing
import Trellis

/// `trellis-demo` in a real pseudo-terminal, ended by a signal right after a change: it
/// ends as `q` does — the change saved, the terminal restored — with status 128 + signal.
@Suite struct DemoSignalTests {
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalRightAfterAChangeSavesItAndEndsWith128PlusTheSignal(signal: Int32) throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-signal-\(signal)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let commands = DemoCommandTests()
    let setup = try commands.demo(
      DemoCommandTests.keepingData(in: home, ["--headless", "80x12", "--route", "counters"]),
      home: home)
    #expect(setup.status == 0, "\(setup.errors)")

    // Another program holds the database for a second: the save is still waiting when the
    // signal comes, so the app must wait for it on its way out.
    let holder = try Database(path: DemoCommandTests.databasePath(home: home))
    defer { holder.close() }
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    let pty = try PseudoTerminal(width: 80, height: 16)
    var environment: [String: String?] = DemoCommandTests.homeEnvironment(home)
    environment["TRELLIS_IMAGES"] = "symbols"
    let demo = try ProbeProcess(
      "trellis-demo", in: pty,
      arguments: DemoCommandTests.keepingData(in: home, ["--route", "counters"]),
      environment: environment)
    var ending = ProbeProcess.Ending.stillRunning
    defer {
      if ending == .stillRunning {
        demo.send(SIGKILL)
        _ = demo.waitForEnd(reading: pty, seconds: 10)
      }
    }
    // The list shows once the counters are read (off the main thread): keys typed before
    // that reach a screen still loading.
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "No counters yet"),
      "\(pty.screen(width: 80, height: 16))")
    Thread.detachNewThread {
      _ = try? holder.transaction {
        locked.signal()
        Thread.sleep(forTimeInterval: 1)
      }
      released.signal()
    }
    locked.wait()
    pty.type(Array("a".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "number is 0"),
      "\(pty.screen(width: 80, height: 16))")
    pty.type(Array("+".utf8))
    #expect(
      pty.waitForScreen(width: 80, height: 16, showing: "number is 1"),
      "\(pty.screen(width: 80, height: 16))")
    demo.send(signal)
    ending = demo.waitForEnd(reading: pty)
    released.wait()
    #expect(ending == .exited(128 + signal), "\(String(decoding: pty.received, as: UTF8.self))")
    #expect(pty.received.includes(Array("\u{1B}[?1049l".utf8)))  // back on the main screen
    #expect(!pty.termiosState.isRaw)

    let restart = try commands.demo(
      DemoCommandTests.keepingData(
        in: home, ["--headless", "80x12", "--route", "counters", "--print-screen"]),
      home: home)
    #expect(restart.status == 0, "\(restart.errors)")
    #expect(restart.output.contains("number is 1"), "\(restart.output)")
  }
}
