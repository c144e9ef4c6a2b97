// expect: inaccessible
import Trellis

func steal() throws -> Settings {
  try Settings(app: "trellis-demo")
}
