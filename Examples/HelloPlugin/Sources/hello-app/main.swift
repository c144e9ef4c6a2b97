// hello-app: the Hello plugin composed with Trellis's Counters plugin. `swift run hello-app`
// runs it; `--headless 60x12 --keys "A d a enter"` prints the screen instead.
import Counters
import Foundation
import HelloPlugin
import Trellis

let services = ServiceContainer()
do {
  services.register(.database, try Database(app: "hello-app"))  // Counters stores its counters
} catch {
  FileHandle.standardError.write(Data("hello-app: counters will not load: \(error)\n".utf8))
}
let app = App(
  name: "Hello", version: "1.0.0", plugins: [HelloPlugin(), CountersPlugin()], services: services)
let arguments = CommandLine.arguments
do {
  if let index = arguments.firstIndex(of: "--headless"), index + 1 < arguments.count {
    let keys = arguments.firstIndex(of: "--keys").map { arguments[$0 + 1] } ?? ""
    let size = try App.size(from: arguments[index + 1])
    for line in try app.runHeadless(size: size, keys: try KeyScript(keys), route: nil) {
      print(line)
    }
    exit(0)
  }
  exit(try app.run())
} catch {
  FileHandle.standardError.write(Data("hello-app: \(error)\n".utf8))
  exit(1)
}
