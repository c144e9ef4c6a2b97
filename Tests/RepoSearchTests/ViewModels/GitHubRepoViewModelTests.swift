import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import RepoSearch

/// The GitHub repository page's details in virtual time: the facts do not wait for the
/// README.
@Suite struct GitHubRepoViewModelTests {
  let scheduler = TestScheduler(initialClock: 0)
  let repository = GitHubRepository(name: "slow", owner: "apple", description: "Facts first")

  func describe(_ detail: GitHubRepoDetail) -> String {
    if detail.isReadmeLoading { return "facts, README loading" }
    if let problem = detail.readmeProblem { return "facts, README failed: \(problem)" }
    return "facts, README \(detail.readme ?? "none")"
  }

  @Test func theFactsShowBeforeASlowReadme() {
    let repository = scheduler.createColdObservable([
      .next(100, self.repository), .completed(100),
    ])
    let readme = scheduler.createColdObservable([
      .next(600, String?.some("# Slow")), .completed(600),
    ])
    let res = scheduler.start {
      GitHubRepoViewModel.details(
        repository: repository.asObservable(), readme: readme.asObservable()
      ).map(describe)
    }
    #expect(
      res.events == [
        .next(300, "facts, README loading"), .next(800, "facts, README # Slow"), .completed(800),
      ])
    // Both asked at once.
    #expect(repository.subscriptions.first?.subscribe == 200)
    #expect(readme.subscriptions.first?.subscribe == 200)
  }

  @Test func aReadmeFirstWaitsForTheFactsAndAFailedOneKeepsThem() {
    let repository = scheduler.createColdObservable([
      .next(100, self.repository), .completed(100),
    ])
    let readme = scheduler.createColdObservable([Recorded<Event<String?>>.error(50, TestError())])
    let res = scheduler.start {
      GitHubRepoViewModel.details(
        repository: repository.asObservable(), readme: readme.asObservable()
      ).map(describe)
    }
    #expect(res.events.count == 2)
    #expect(res.events.first?.time == 300)
    #expect(res.events.first.map { "\($0.value)" }?.contains("README failed") == true)
  }

  struct TestError: Error, CustomStringConvertible {
    var description: String { "the README went missing" }
  }
}
