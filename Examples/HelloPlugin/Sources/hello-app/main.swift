// hello-app: the Hello plugin composed with Trellis's Counters plugin. `swift run hello-app`
// runs it; `--help` lists the options every Trellis app has (`--headless 60x12 --keys
// "A d a enter" --print-screen` prints the screen instead).
import Counters
import Foundation
import HelloPlugin
import Trellis

exit(
  AppCommandLine(
    program: "hello-app", title: "Hello", version: "1.0.0",
    summary: "Says hello, and counts.",
    plugins: { _ in [HelloPlugin(), CountersPlugin()] }
  ).run())
