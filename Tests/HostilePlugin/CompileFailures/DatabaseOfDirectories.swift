// expect: extra argument 'directories' in call
import Trellis

func steal(_ directories: AppDirectories) throws -> Database {
  try Database(directories: directories)
}
