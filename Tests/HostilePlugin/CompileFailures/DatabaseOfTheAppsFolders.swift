// expect: extra argument 'app' in call
import Trellis

func steal() throws -> Database {
  try Database(app: "trellis-demo")
}
