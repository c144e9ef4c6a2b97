// trellis-terminal-probe: starts a Terminal with every mode on, prints a marker, and ends
// the way its first argument says. The Terminal tests run it in a pseudo-terminal.
//
//   wait   (default) read input until `q` (then stop and exit 0); report resizes and input;
//          the tests end it with a signal
//   exit   call exit(0) without stopping: the restorer's atexit handler restores
//   throw  throw an error out of the function owning the terminal: its deinit restores;
//          exit status 3
//   abort  call abort(): the SIGABRT handler restores
//   trap   a Swift runtime trap (a failed force unwrap): the SIGILL/SIGTRAP handler restores
//   fatal  fatalError with a message: Swift prints it to standard error (the terminal),
//          then traps; the message must show after the restore
//   overflow  recurse until the stack overflows (SIGSEGV): the handler runs on the
//          alternate signal stack and restores
//   overflow-dispatch, overflow-thread, overflow-pthread  the same on a dispatch worker,
//          a Foundation `Thread` and a plain pthread (none of which started the terminal):
//          every thread has an alternate signal stack
//   stderr  write a line to standard error while the alternate screen is up, then stop
//          and exit 0: the line shows after the stop sequence
//   stop   stop the terminal, print a marker, exit 0
//   own-handler  install a SIGTERM handler of its own before starting the terminal; after
//          SIGTERM, print a marker, exit 0
//   devtty with standard output sent to /dev/null, open the terminal through /dev/tty,
//          then wait as `wait` does
//   stuck  watch for requests to end (`EndRequestSignals`, fallback after 0.5 s), print a
//          marker when one comes, and never answer it: the main thread sleeps
//   stuck-long  the same with a fallback after 60 s (a second signal ends it sooner)
//   order  start three more terminals on the same tty, each with a cleanup sequence that
//          names it (`[A]`, `[B]`, `[C]`), stop A before starting C (so C reuses a slot
//          of the restorer's), then exit(0) without stopping: the restorer writes C's
//          cleanup before B's, and B's before the first terminal's stop sequence

import Dispatch
import Foundation
import Glibc
import TrellisTerminal

enum ProbeError: Error {
  case requested
}

/// Where `say` writes: standard output, or the terminal's descriptor once it is open
/// through /dev/tty.
nonisolated(unsafe) var sayDescriptor = STDOUT_FILENO

/// Writes a line straight to the terminal's descriptor (not through the `Terminal`, which
/// must not be captured by its own resize handler).
func say(_ text: String) {
  let line = Array((text + "\r\n").utf8)
  _ = line.withUnsafeBytes { write(sayDescriptor, $0.baseAddress, $0.count) }
}

/// Set by the probe's own SIGTERM handler (the `own-handler` ending).
nonisolated(unsafe) var receivedTerm: sig_atomic_t = 0

/// Calls itself until the stack runs out (the `overflow` ending).
func deeper(_ depth: Int) -> Int {
  var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
  if depth < 0 { return 0 }
  return withUnsafeMutablePointer(to: &frame) { deeper($0.pointee.0 + 1) } + 1
}

func run(_ ending: String) throws {
  if ending == "own-handler" {
    signal(SIGTERM) { _ in receivedTerm = 1 }
  }
  if ending == "devtty" {
    let null = open("/dev/null", O_WRONLY)
    dup2(null, STDOUT_FILENO)
  }
  let terminal = try Terminal.standard()
  sayDescriptor = terminal.outputDescriptor
  try terminal.start(options: .all)
  terminal.onResize { size in say("TRELLIS-PROBE-RESIZE \(size)") }
  // Watching before the marker: the tests send their signal as soon as they see it.
  var watch: EndRequestSignals?
  if ending == "stuck" || ending == "stuck-long" {
    let fallback = ending == "stuck" ? 0.5 : 60
    watch = EndRequestSignals(fallbackAfter: fallback, message: "probe stuck") { signal in
      say("TRELLIS-PROBE-REQUESTED \(signal)")
    }
  }
  say("TRELLIS-PROBE-READY \(terminal.size) registered \(TerminalRestorer.registeredCount)")
  switch ending {
  case "stuck", "stuck-long":
    while watch?.isCancelled == false { sleep(1) }
  case "exit":
    exit(0)
  case "order":
    func named(_ name: String) throws -> Terminal {
      let other = Terminal(input: terminal.inputDescriptor, output: terminal.outputDescriptor)
      try other.start(options: TerminalOptions(rawMode: false, alternateScreen: false))
      try other.setCleanupSequence(Array("[\(name)]".utf8))
      return other
    }
    let first = try named("A")
    let second = try named("B")
    first.stop()
    let third = try named("C")
    say("TRELLIS-PROBE-ORDER registered \(TerminalRestorer.registeredCount)")
    withExtendedLifetime((second, third)) { exit(0) }
  case "throw":
    throw ProbeError.requested
  case "abort":
    abort()
  case "trap":
    let missing = CommandLine.arguments.firstIndex(of: "no such argument")
    print(missing!)
  case "fatal":
    fatalError("TRELLIS-PROBE-FATAL the probe stopped here")
  case "overflow":
    print(deeper(0))
  case "overflow-dispatch":
    DispatchQueue.global().async { print(deeper(0)) }
    while true { sleep(1) }
  case "overflow-thread":
    Thread { print(deeper(0)) }.start()
    while true { sleep(1) }
  case "overflow-pthread":
    var thread = pthread_t()
    _ = pthread_create(
      &thread, nil,
      { _ in
        print(deeper(0))
        return nil
      }, nil)
    while true { sleep(1) }
  case "stderr":
    _ = "TRELLIS-PROBE-STDERR held back\n".withCString { write(STDERR_FILENO, $0, strlen($0)) }
    terminal.stop()
    return
  case "stop":
    terminal.stop()
    say("TRELLIS-PROBE-STOPPED registered \(TerminalRestorer.registeredCount)")
    return
  case "own-handler":
    while receivedTerm == 0 {
      _ = try terminal.readAvailable(timeout: .milliseconds(20))
    }
    say("TRELLIS-PROBE-HANDLED")
    terminal.stop()
    return
  default:
    while true {
      let bytes = try terminal.readAvailable(timeout: nil)
      if bytes.contains(UInt8(ascii: "q")) {
        terminal.stop()
        say("TRELLIS-PROBE-QUIT")
        return
      }
      say("TRELLIS-PROBE-INPUT " + bytes.map { String($0, radix: 16) }.joined(separator: " "))
    }
  }
}

// No core files from SIGQUIT and SIGABRT.
var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)

let ending = CommandLine.arguments.dropFirst().first ?? "wait"
do {
  try run(ending)
} catch {
  let message = "TRELLIS-PROBE-ERROR \(error)\r\n"
  _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(3)
}
