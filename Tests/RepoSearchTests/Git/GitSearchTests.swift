import Foundation
import RepoSearch
import Testing
import Trellis

/// The history search: what it matches, how it streams, and that disposing ends the walk.
@Suite struct GitSearchTests {
  let service = GitService()

  /// Messages where every 100th commit (offset 37) mentions Zanzibar, in changing case.
  static func message(_ index: Int) -> String {
    index % 100 == 37
      ? "Fix the \(index % 2 == 0 ? "ZANZIBAR" : "zanzibar") parser" : "Commit \(index)"
  }

  @Test func findsWhatGitLogGrepFindsWithoutCase() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("big", commits: 5_000, message: Self.message)
    let (reports, error) = Blocking.elements(
      service.searchHistory(of: path, for: "Zanzibar", on: Blocking.scheduler))
    #expect(error == nil)
    let found = reports.flatMap(\.matches).map(\.id)
    let expected = try fixture.git(["log", "-i", "--grep=zanzibar", "--format=%H"], in: "big")
      .split(separator: "\n").map(String.init)
    #expect(found.count == 50)
    #expect(Set(found) == Set(expected))
    #expect(reports.last?.scanned == 5_000)
    // Reported a slice at a time, as found.
    #expect(reports.count == 3)
    #expect(reports.map(\.scanned) == [2_000, 4_000, 5_000])
  }

  @Test func matchesAuthorsByNameAndEmail() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("authors", commits: 70)
    let byName = Blocking.elements(
      service.searchHistory(of: path, for: "dev 3", on: Blocking.scheduler))
    #expect(byName.0.flatMap(\.matches).count == 10)
    let byMail = Blocking.elements(
      service.searchHistory(of: path, for: "DEV5@EXAMPLE", on: Blocking.scheduler))
    #expect(byMail.0.flatMap(\.matches).count == 10)
    // The time stamp on the author line is not searched.
    let byTime = Blocking.elements(
      service.searchHistory(of: path, for: "1700000060", on: Blocking.scheduler))
    #expect(byTime.0.flatMap(\.matches).isEmpty)
  }

  @Test func aQueryBeyondASCIIMatchesWithoutCase() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("accents", commits: 3) {
      $0 == 2 ? "Ajoute le CAFÉ" : "Commit \($0)"
    }
    let (reports, _) = Blocking.elements(
      service.searchHistory(of: path, for: "café", on: Blocking.scheduler))
    #expect(reports.flatMap(\.matches).map(\.subject) == ["Ajoute le CAFÉ"])
  }

  @Test func aBlankQueryCompletesAtOnce() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("blank", commits: 3)
    let (reports, error) = Blocking.elements(
      service.searchHistory(of: path, for: "  ", on: Blocking.scheduler))
    #expect(reports.isEmpty && error == nil)
  }

  @Test func searchingAnEmptyRepositoryFailsWithNoCommitsYet() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("empty")
    let (_, error) = Blocking.elements(
      service.searchHistory(of: path, for: "x", on: Blocking.scheduler))
    #expect((error as? GitError)?.kind == .unbornHead)
    #expect(service.activeWalks == 0)
  }

  @Test func disposingEndsTheWalkBeforeItsNextSlice() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("cancel", commits: 5_000, message: Self.message)
    let service = GitService()
    service.searchSlice = 25  // 200 slices: the walk is far from its end when disposed.
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let firstReport = DispatchSemaphore(value: 0)
    let lastScanned = LockedBox(0)
    let completed = LockedBox(false)
    let subscription = service.searchHistory(of: path, for: "zanzibar", on: scheduler)
      .subscribe(
        onNext: { report in
          lastScanned.set(report.scanned)
          if report.scanned == 25 { firstReport.signal() }
        }, onCompleted: { completed.set(true) })
    #expect(firstReport.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    let deadline = Date().addingTimeInterval(10)
    while service.activeWalks > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    #expect(service.activeWalks == 0)
    let stoppedAt = lastScanned.value
    Thread.sleep(forTimeInterval: 0.2)
    #expect(lastScanned.value == stoppedAt)
    #expect(stoppedAt < 5_000)
    #expect(!completed.value)
  }
}

/// A value shared between threads in tests.
final class LockedBox<Value>: @unchecked Sendable {  // `stored` is guarded by `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    lock.withLock { stored }
  }

  func set(_ value: Value) {
    lock.withLock { stored = value }
  }
}
