// expect: inaccessible
import Trellis

func steal() throws -> Database {
  try Database(app: "trellis-demo")
}
