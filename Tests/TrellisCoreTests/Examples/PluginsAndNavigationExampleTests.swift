import Testing
import TrellisCore
import TrellisRx
import TrellisRxTest
import TrellisTerminal
import TrellisUI

// The code of TrellisCore.docc/PluginsAndNavigation.md, compiled and run.

@MainActor
private struct TaskItem: Equatable {
  var id: Int
  var title: String
}

@MainActor
private final class TaskListViewModel: @MainActor ViewModelType {
  @MainActor struct Input {
    let picked: Observable<Int>
    let edited: Observable<TaskItem>
  }

  @MainActor struct Output {
    let summary: Observable<String>
    let navigation: Observable<NavigationIntent>
  }

  let tasks: [TaskItem]

  init(tasks: [TaskItem]) {
    self.tasks = tasks
  }

  func transform(_ input: Input) -> Output {
    let summary = input.edited
      .scan(tasks) { tasks, edited in tasks.map { $0.id == edited.id ? edited : $0 } }
      .startWith(tasks)
      .map { $0.map { "\($0.id) \($0.title)" }.joined(separator: ", ") }
    return Output(
      summary: summary,
      navigation: input.picked.map { .present("tasks/\($0)/edit") })
  }
}

/// The list: digit keys pick a task.
@MainActor
private final class TaskListView: View {
  let summary = Label()
  let picked = PublishSubject<Int>()

  override init() {
    super.init()
    addSubview(summary)
  }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard case .character(let character) = event.key, let id = character.wholeNumberValue
    else { return false }
    picked.onNext(id)
    return true
  }
}

private struct TasksPlugin: Plugin {
  let manifest = PluginManifest(
    id: "tasks", displayName: "Tasks", version: "1.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    context.route("tasks", title: "Tasks") { _, _ in
      let view = TaskListView()
      return Screen(
        title: "Tasks", view: view,
        viewModel: TaskListViewModel(tasks: [
          .init(id: 1, title: "Buy milk"), .init(id: 2, title: "Walk"),
        ]),
        input: { screen in .init(picked: view.picked, edited: screen.results(of: TaskItem.self)) },
        bind: { output, screen in
          output.summary.subscribe(onNext: { view.summary.text = $0 })
            .disposed(by: screen.disposeBag)
          output.navigation.bind(to: screen.navigation).disposed(by: screen.disposeBag)
        })
    }
    context.route("tasks/:id/edit", title: "Edit task") { match, _ in
      // A bad id ("tasks/x/edit") is an error the user sees, not a crash.
      let id = try match.int("id")
      let title = match.query("title") ?? "Task \(id)"
      let screen = Screen(title: "Edit task \(id)", view: Label(title))
      screen.keyHints = [KeyHint("enter", "save")]
      return screen
    }
    context.tab(title: "Tasks", route: "tasks")
    context.command(
      Command(id: "tasks.edit-first", title: "Edit the first task", route: "tasks/1/edit"))
  }
}

@Suite @MainActor struct PluginsAndNavigationExampleTests {
  @Test func theArticlesExampleRuns() throws {
    let host = PluginHost(plugins: [TasksPlugin()], services: ServiceContainer())
    let report = host.load()
    #expect(report.lines == ["tasks  1.0.0  Tasks  loaded"])
    let scheduler = TestScheduler(initialClock: 0)
    let navigator = Navigator(
      router: host.registry.router, tabs: host.registry.tabs,
      environment: ScreenEnvironment(services: host.services, mainScheduler: scheduler))
    navigator.start()

    let list = navigator.visibleScreen?.view as? TaskListView
    #expect(list?.summary.text == "1 Buy milk, 2 Walk")
    _ = list?.keyDown(.character("2"))
    scheduler.advanceTo(scheduler.clock + 1)
    #expect(navigator.state.routes == ["tasks", "tasks/2/edit"])
    #expect(navigator.visibleScreen?.keyHints == [KeyHint("enter", "save")])

    navigator.visibleScreen?.finish(with: TaskItem(id: 2, title: "Walk the dog"))
    scheduler.advanceTo(scheduler.clock + 1)
    #expect(navigator.state.routes == ["tasks"])
    #expect(list?.summary.text == "1 Buy milk, 2 Walk the dog")

    var saved: [String] = []
    let disposeBag = DisposeBag()
    navigator.present("tasks/1/edit", resultType: TaskItem.self)
      .subscribe(onSuccess: { task in saved.append(task.title) })
      .disposed(by: disposeBag)
    navigator.dismiss(result: TaskItem(id: 1, title: "Buy oat milk"))
    #expect(saved == ["Buy oat milk"])
    #expect(list?.summary.text == "1 Buy milk, 2 Walk the dog")

    // The command and the deep link: the tab, with the list beneath the editor.
    #expect(host.registry.command(id: "tasks.edit-first")?.route == "tasks/1/edit")
    navigator.open("tasks/1/edit?title=Milk")
    #expect(navigator.state.routes == ["tasks", "tasks/1/edit?title=Milk"])
    navigator.open("tasks/x/edit")
    #expect(navigator.lastError?.message == "parameter id is \"x\", expected a whole number")
  }
}
