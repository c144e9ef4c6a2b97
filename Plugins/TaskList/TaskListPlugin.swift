import Trellis

/// The task list: tasks in "To do" and "Done", kept in the app's database.
///
/// Routes: `tasks` (the list, the Tasks tab's root), `tasks/new` (a new task; `?title=…`
/// fills in the title, so any plugin, the palette or `--route` can start one) and
/// `tasks/:id/edit`. Both edit routes close with the saved ``TaskItem`` as their result.
///
/// The app must register a `Database` (`ServiceKey.database`); the plugin takes its
/// `tasks` namespace, migrates it, and on the first run seeds three tasks. It provides its
/// ``TaskService`` as `ServiceKey.tasks`. Its writes are the app's pending work
/// (`ServiceKey.pendingWork`, when the app has it): an app that quits waits for them.
public struct TaskListPlugin: Plugin {
  /// Who the plugin is, and what it needs: the app's database and notifier.
  public let manifest = PluginManifest(
    id: "tasks", displayName: "Tasks", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.database), .key(.notifier)],
    optionalServices: [.key(.pendingWork)])

  private let today: () -> TaskDay

  /// The plugin; `today` says what day it is (for due dates), the local day by default.
  public init(today: @escaping () -> TaskDay = { TaskDay.today() }) {
    self.today = today
  }

  /// Opens the tasks' storage and registers the routes, the tab and the service.
  ///
  /// - Throws: ``TaskListError/storageUnavailable(_:)`` when the storage cannot be opened
  ///   or migrated (the app leaves the plugin out and says why), or a `ServiceError` when
  ///   the app registered no database.
  public func register(in context: PluginContext) throws {
    let namespace: DatabaseNamespace
    do {
      namespace = try context.database
    } catch {
      throw TaskListError.from(error, TaskListError.storageUnavailable)
    }
    let service = try TaskService(
      namespace: namespace, pendingWork: context.services.resolveIfPresent(.pendingWork))
    let today = self.today
    context.provide(.tasks, service)

    context.route("tasks", title: "Tasks") { _, environment in
      TaskListScreen(
        service: service, environment: environment,
        notifier: environment.services.resolveIfPresent(.notifier), today: today)
    }
    context.route("tasks/new", title: "New task", presentation: .modal) { match, environment in
      TaskEditScreen.make(
        mode: .new(title: match.query("title") ?? ""), service: service,
        environment: environment, today: today)
    }
    context.route("tasks/:id/edit", title: "Edit task") { match, environment in
      // Shown at once; the task is read off the main thread.
      DeferredScreen(
        title: "Edit task", loading: "Loading the task…",
        load: service.task(id: try match.int("id"), on: environment.backgroundScheduler),
        environment: environment
      ) { task in
        TaskEditScreen.make(
          mode: .edit(task), service: service, environment: environment, today: today)
      }
    }
    context.tab(title: "Tasks", route: "tasks")
  }
}
