// expect: missing argument for parameter .path.
import Trellis

func steal() throws -> Settings {
  try Settings(app: "trellis-demo")
}
