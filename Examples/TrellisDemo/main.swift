// trellis-demo: the Trellis demo app. `make demo` builds and runs it; `--help` lists the
// options, including headless scripting for tests and screenshots.

import Foundation

exit(
  DemoCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment))
