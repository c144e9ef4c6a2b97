// hello-app: the Hello plugin composed into an app with Trellis's own Plugins and Help
// screens. `swift run hello-app` runs it; `--headless 60x12 --keys "A d a enter"` prints
// the screen without a terminal.
import Foundation
import HelloPlugin
import Trellis

let app = App(name: "Hello", version: "1.0.0", plugins: [HelloPlugin()])
let arguments = CommandLine.arguments
do {
  if let index = arguments.firstIndex(of: "--headless"), index + 1 < arguments.count {
    let keys = arguments.firstIndex(of: "--keys").map { arguments[$0 + 1] } ?? ""
    let lines = try app.runHeadless(
      size: try App.size(from: arguments[index + 1]), keys: try KeyScript(keys), route: nil)
    for line in lines { print(line) }
    exit(0)
  }
  exit(try app.run())
} catch {
  FileHandle.standardError.write(Data("hello-app: \(error)\n".utf8))
  exit(1)
}
