import Foundation
import RepoSearch
import Trellis

// trellis-bench git: the RepoSearch plugin's GitService against the git command, side by
// side in one run, each measurement alternating the two (best of several of each).
// Repositories are built once with the git command and kept in a temporary folder:
// - history: 20,000 commits (one commit in 100 mentions "Zanzibar"), packed by `git gc`
//   (which also writes the commit-graph git reads and libgit2 1.5 cannot);
// - status: 10,000 files in 100 folders, 100 of them modified;
// - discover: 200 repositories in nested folders.

/// Runs the git benchmarks; `arguments` may name some of: search, first-page, status,
/// discover.
func runGitBenchmarks(_ arguments: [String]) {
  let chosen = Set(arguments)
  let fixtures = GitBenchFixtures.prepare()
  let service = GitService()
  if chosen.isEmpty || chosen.contains("search") { benchSearch(service, fixtures) }
  if chosen.isEmpty || chosen.contains("first-page") { benchFirstPage(service, fixtures) }
  if chosen.isEmpty || chosen.contains("status") { benchStatus(service, fixtures) }
  if chosen.isEmpty || chosen.contains("discover") { benchDiscover(service, fixtures) }
}

private let rounds = 7

private func benchSearch(_ service: GitService, _ fixtures: GitBenchFixtures) {
  var trellisBest = UInt64.max
  var gitBest = UInt64.max
  for _ in 0..<rounds {
    let (trellis, found) = timed { searchCount(service, fixtures.history, "zanzibar") }
    check(found == 200, "the search found \(found) commits, not 200")
    trellisBest = min(trellisBest, trellis)
    let (git, lines) = timed {
      gitLines(["log", "-i", "--grep=zanzibar", "--format=%H"], in: fixtures.history)
    }
    check(lines == 200, "git log found \(lines) commits, not 200")
    gitBest = min(gitBest, git)
  }
  print(line("search", trellisBest, gitBest))
}

private func benchFirstPage(_ service: GitService, _ fixtures: GitBenchFixtures) {
  var best = UInt64.max
  for _ in 0..<rounds * 3 {
    let (elapsed, count) = timed { () -> Int in
      var commits = 0
      _ = service.page(
        of: service.history(of: fixtures.history), count: 50, on: CurrentThreadScheduler.instance
      )
      .subscribe(onSuccess: { commits = $0.commits.count })
      return commits
    }
    check(count == 50, "the first page had \(count) commits")
    best = min(best, elapsed)
  }
  print("first page: \(milliseconds(best)) ms")
}

private func benchStatus(_ service: GitService, _ fixtures: GitBenchFixtures) {
  var trellisBest = UInt64.max
  var gitBest = UInt64.max
  for _ in 0..<rounds {
    let (trellis, modified) = timed { () -> Int in
      var count = -1
      _ = service.status(of: fixtures.status, on: CurrentThreadScheduler.instance)
        .subscribe(onSuccess: { count = $0.modified }, onFailure: { print("status: \($0)") })
      return count
    }
    check(modified == 100, "status found \(modified) modified files, not 100")
    trellisBest = min(trellisBest, trellis)
    let (git, lines) = timed { gitLines(["status", "--porcelain"], in: fixtures.status) }
    check(lines == 100, "git status listed \(lines) files, not 100")
    gitBest = min(gitBest, git)
  }
  print(line("status", trellisBest, gitBest))
}

private func benchDiscover(_ service: GitService, _ fixtures: GitBenchFixtures) {
  var best = UInt64.max
  var found = 0
  for _ in 0..<rounds {
    let (elapsed, count) = timed { () -> Int in
      var repositories = 0
      _ = service.discover(roots: [fixtures.discover], on: CurrentThreadScheduler.instance)
        .subscribe(onNext: { event in
          if case .found = event { repositories += 1 }
        })
      return repositories
    }
    found = count
    best = min(best, elapsed)
  }
  check(found == 200, "discovery found \(found) repositories, not 200")
  print("discover: \(found) repositories in \(milliseconds(best)) ms")
}

/// How many commits of `path` match `query`, through the service.
private func searchCount(_ service: GitService, _ path: String, _ query: String) -> Int {
  var found = 0
  _ = service.searchHistory(of: path, for: query, on: CurrentThreadScheduler.instance)
    .subscribe(onNext: { found += $0.matches.count }, onError: { print("search: \($0)") })
  return found
}

/// Runs `git arguments` in `path`; the number of lines it printed.
private func gitLines(_ arguments: [String], in path: String) -> Int {
  let output = GitBenchFixtures.run(["-C", path] + arguments)
  return output.split(separator: "\n").count
}

private func timed<Value>(_ body: () -> Value) -> (UInt64, Value) {
  let start = DispatchTime.now().uptimeNanoseconds
  let value = body()
  return (DispatchTime.now().uptimeNanoseconds - start, value)
}

private func line(_ name: String, _ trellis: UInt64, _ git: UInt64) -> String {
  "\(name): trellis \(milliseconds(trellis)) ms, git \(milliseconds(git)) ms, ratio "
    + String(format: "%.2f", Double(trellis) / Double(git))
}
