// expect: inaccessible
import Trellis

func steal(_ directories: AppDirectories) throws -> Database {
  try Database(directories: directories)
}
