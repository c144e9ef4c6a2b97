// expect: inaccessible
import Trellis

func steal(_ container: ServiceContainer) throws -> Database {
  try ServiceResolver(container).resolve(.database)
}
