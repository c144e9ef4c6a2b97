// expect: extra argument 'directories' in call
import Trellis

func steal(_ directories: AppDirectories) throws -> Settings {
  try Settings(directories: directories)
}
