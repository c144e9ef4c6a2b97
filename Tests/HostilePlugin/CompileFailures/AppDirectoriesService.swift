// expect: inaccessible
import Trellis

func steal(_ resolver: ServiceResolver) throws -> AppDirectories {
  try resolver.resolve(.appDirectories)
}
