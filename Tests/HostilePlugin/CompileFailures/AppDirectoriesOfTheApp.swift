// expect: inaccessible
import Trellis

func steal() throws -> AppDirectories {
  try AppDirectories(app: "trellis-demo")
}
