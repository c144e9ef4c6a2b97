import Foundation
import Trellis

/// Repository search over GitHub and the git repositories on this machine, built on the
/// seed's throttled search (see the RepoSearch article).
///
/// Routes:
/// - `repos` (the Repos tab) and `repos/search?q=…&source=github|local`: the search;
/// - `repos/github/:owner/:name`: a GitHub repository with its README;
/// - `repos/local?path=…`: a local repository — HEAD, branches, remotes, tags, status,
///   README, and its history, searchable with `/`;
/// - `repos/local/commit?path=…&id=…`: a commit.
///
/// Commands: "Create a task for this repository" (opens `tasks/new?title=…`, a deep link
/// into the task list, which this plugin never imports) and "Copy repository URL" (OSC 52).
///
/// The app must register settings, HTTP and a notifier; the plugin provides its
/// ``GitService`` as `ServiceKey.git`. Settings, in the `repos` section: `source`,
/// `githubBaseURL`, `roots`, `maxDepth`, and the secret `githubToken` (see the article).
public struct RepoSearchPlugin: Plugin {
  /// Who the plugin is, and what it needs.
  public let manifest = PluginManifest(
    id: "repos", displayName: "Repos", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.settings), .key(.http), .key(.notifier)],
    optionalServices: [.key(.clipboard)], secretVariables: ["GITHUB_TOKEN"])

  private let currentDirectory: String
  private let home: String

  /// The plugin; the local search starts from `currentDirectory` and `home`'s usual
  /// project folders unless the `roots` setting says otherwise.
  public init(
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    home: String = AppDirectories.homePath
  ) {
    self.currentDirectory = currentDirectory
    self.home = home
  }

  /// Registers the routes, the tab, the commands and the git service.
  public func register(in context: PluginContext) throws {
    let services = context.services
    let settings = RepoSearchSettings(
      settings: try context.settings, currentDirectory: currentDirectory, home: home)
    let notifier = services.resolveIfPresent(.notifier)
    let git = GitService()
    let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    // Read once (off the main thread, by the first request) and kept until `r` or a failed
    // request.
    let githubSettings = CachedSettings { try settings.github() }
    let github = GitHubClient(
      http: try services.resolve(.http),
      // A setting that cannot be used stops the search before it sends (see
      // `checkGitHubSettings` below); the client never sees it.
      configuration: { (try? githubSettings.value()) ?? GitHubConfiguration() },
      scheduler: background)
    let focus = RepoFocus()
    context.provide(.git, git)

    @MainActor func searchScreen(
      _ match: RouteMatch, _ environment: ScreenEnvironment, title: String
    ) throws
      -> Screen
    {
      let source = try match.query("source").map { text -> RepoSearchSource in
        guard let source = RepoSearchSource(rawValue: text) else {
          throw RouteError.badParameter(name: "source", value: text, expected: "github or local")
        }
        return source
      }
      // The walk runs on the screen's background scheduler (virtual time in tests).
      let searching = RepoSearchService(
        github: github, git: git, roots: { try settings.roots() },
        scheduler: environment.backgroundScheduler, maxDepth: settings.maxDepth,
        checkGitHubSettings: { _ = try githubSettings.value() },
        forgetSettings: { githubSettings.forget() })
      return RepoSearchScreen(
        title: title, query: match.query("q") ?? "", source: source ?? settings.source,
        searching: searching, environment: environment, focus: focus,
        saveSource: { source in
          // Written off the main thread; the save outlives the screen.
          _ = settings.save(source).subscribe(onError: { notifier?.error($0) })
        })
    }
    context.route("repos", title: "Repositories") {
      try searchScreen($0, $1, title: "Repositories")
    }
    context.route("repos/search", title: "Search repositories") {
      try searchScreen($0, $1, title: "Search")
    }
    context.route("repos/github/:owner/:name", title: "GitHub repository") { match, environment in
      GitHubRepoScreen.make(
        owner: try match.string("owner"), name: try match.string("name"), github: github,
        environment: environment, focus: focus)
    }
    context.route("repos/local", title: "Local repository") { match, environment in
      LocalRepoScreen.make(
        path: settings.folder(try match.string("path")), git: git, environment: environment,
        focus: focus)
    }
    context.route("repos/local/commit", title: "Commit") { match, environment in
      CommitScreen.make(
        path: settings.folder(try match.string("path")), id: try match.string("id"), git: git,
        environment: environment, focus: focus)
    }
    context.tab(title: "Repos", route: "repos")
    context.command(
      .link(id: "repos.createTask", title: "Create a task for this repository") {
        guard let row = focus.current else { throw RepoSearchError.noRepository }
        return RepoRoutes.newTask(title: "Look at \(row.title)")
      })
    let clipboard = services.resolveIfPresent(.clipboard)
    context.command(
      Command(id: "repos.copyURL", title: "Copy repository URL") {
        guard let row = focus.current else { throw RepoSearchError.noRepository }
        guard let clipboard else { throw ClipboardError.noTerminal }
        try clipboard.copy(row.url)
        notifier?.notice("Copied \(row.url)")
      })
  }
}
