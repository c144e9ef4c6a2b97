import Foundation
import RepoSearch
import Trellis
import TrellisRxTest

/// The search service's boundary played in virtual time: each search answers with the cold
/// events scripted for its query, so a test sees exactly when each request was subscribed
/// and disposed. (The real service runs in RepoSearchServicePagingTests and
/// RepoSearchCancellationTests against a real server, and in the screen tests.)
final class ScriptedSearching: RepoSearching {
  struct Passing: Error, Equatable {}
  struct Lasting: Error, Equatable, CustomStringConvertible {
    var description: String { "GitHub refused the token" }
  }

  let scheduler: TestScheduler
  /// Events per `source:query`; a query without a script finishes empty after 10 ms.
  var scripts: [String: [Recorded<Event<RepoSearchResults>>]] = [:]
  /// Events of each next page asked for, in turn.
  var pages: [[Recorded<Event<RepoSearchResults>>]] = []
  /// Every search made: its key and the observable it answered with.
  private(set) var searches: [(key: String, observable: TestableObservable<RepoSearchResults>)] = []
  /// Every next page asked for.
  private(set) var more: [TestableObservable<RepoSearchResults>] = []
  let notices = PublishSubject<String?>()

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func search(_ query: String, in source: RepoSearchSource) -> Observable<RepoSearchResults> {
    let key = "\(source.rawValue):\(query)"
    let events =
      scripts[key] ?? [
        .next(10, RepoSearchResults(query: query, source: source, isFinished: true)),
        .completed(10),
      ]
    let observable = scheduler.createColdObservable(events)
    searches.append((key, observable))
    return observable.asObservable()
  }

  func more(after results: RepoSearchResults) -> Observable<RepoSearchResults>? {
    guard results.hasMore, !pages.isEmpty else { return nil }
    let observable = scheduler.createColdObservable(pages.removeFirst())
    more.append(observable)
    return observable.asObservable()
  }

  func isTransient(_ error: Error) -> Bool {
    error is Passing
  }

  var limitNotices: Observable<String?> {
    notices.asObservable()
  }

  /// A GitHub repository row named `owner/name`.
  static func row(_ fullName: String) -> RepoRow {
    let parts = fullName.split(separator: "/").map(String.init)
    return .github(GitHubRepository(name: parts.last ?? "", owner: parts.first ?? ""))
  }

  /// Finished GitHub results of `query` with `rows`.
  static func results(
    _ query: String, _ rows: [String], hasMore: Bool = false, source: RepoSearchSource = .github,
    finished: Bool = true
  ) -> RepoSearchResults {
    RepoSearchResults(
      query: query, source: source, rows: rows.map(row), isFinished: finished, hasMore: hasMore)
  }
}
