// expect: inaccessible
import Trellis

func steal(_ container: ServiceContainer) -> ScreenEnvironment {
  ScreenEnvironment(services: container)
}
