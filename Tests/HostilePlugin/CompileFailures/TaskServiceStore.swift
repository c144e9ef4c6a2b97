// expect: inaccessible
import TaskList
import Trellis

func steal(_ service: TaskService) -> DatabaseNamespace {
  service.store.namespace
}
