import Foundation
import RepoSearch
import Trellis
import TrellisTesting

/// An app of the RepoSearch plugin on a headless terminal, with its settings in a file of
/// the fixture's folder: the local search looks under `roots`, GitHub is `githubBaseURL`
/// (a FixtureServer), and a small "tasks" plugin shows the titles deep links bring it.
@MainActor
struct RepoHarness {
  let harness: AppHarness
  let settings: Settings
  let settingsPath: String

  init(
    fixture: GitFixture, roots: [String] = [], githubBaseURL: URL? = nil,
    environment: [String: String] = [:], clock: AppHarness.Clock = .virtual,
    size: TerminalSize = TerminalSize(width: 100, height: 30), route: String? = nil
  ) throws {
    settingsPath = fixture.path("config/settings.json")
    var variables = environment
    let rootsJSON = try JSONSerialization.data(withJSONObject: roots)
    variables["REPO_TEST_REPOS_ROOTS"] = String(decoding: rootsJSON, as: UTF8.self)
    if let githubBaseURL {
      variables["REPO_TEST_REPOS_GITHUB_BASE_URL"] = githubBaseURL.absoluteString
    }
    settings = try Settings(app: "repo-test", path: settingsPath, environment: variables)
    let services = ServiceContainer()
    services.register(.settings, settings)
    services.register(
      .http,
      HTTPClient(
        configuration: HTTPClientConfiguration(
          appName: "repo-test", timeout: 5, retryPolicy: HTTPRetryPolicy(maxAttempts: 1))))
    harness = AppHarness(
      plugins: [
        RepoSearchPlugin(currentDirectory: fixture.root.path, home: fixture.root.path),
        TaskStubPlugin(),
      ],
      services: services, size: size, clock: clock, route: route)
  }

  /// The screen's lines joined, for `contains` checks.
  var text: String {
    harness.screenText
  }
}

/// Stands in for the task list: `tasks/new?title=…` shows "New task: <title>".
struct TaskStubPlugin: Plugin {
  let manifest = PluginManifest(
    id: "tasks", displayName: "Tasks", version: "1.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    context.route("tasks", title: "Tasks") { _, _ in Screen(title: "Tasks", view: Label("No tasks"))
    }
    context.route("tasks/new", title: "New task", presentation: .modal) { match, _ in
      Screen(title: "New task", view: Label("New task: \(match.query("title") ?? "")"))
    }
    context.tab(title: "Tasks", route: "tasks")
  }
}
