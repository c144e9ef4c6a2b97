import Trellis

extension ServiceKey where Value == TaskService {
  /// The task list's model service, provided by `TaskListPlugin` (`tasks.service`).
  public static var tasks: ServiceKey<TaskService> { ServiceKey("tasks.service") }
}
