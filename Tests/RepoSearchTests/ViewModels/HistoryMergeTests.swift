import Dispatch
import Foundation
import Synchronization
import Testing
import Trellis

@testable import RepoSearch

/// A history search merges its slices where the walk runs, and the main thread gets the
/// latest list, not one update per slice.
@Suite struct HistoryMergeTests {
  /// Waits until `condition` holds, up to a minute (a busy machine is slow, not stuck).
  static func wait(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(60)
    while !condition() {
      if Date() > deadline { return false }
      usleep(5_000)
    }
    return true
  }

  @Test func slicesReadWhileTheMainThreadIsBusyArriveAsOneUpdate() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("long", commits: 2_000)
    let git = GitService()
    git.searchSlice = 100  // 20 slices.
    let main = DispatchQueue(label: "busy main")
    main.suspend()  // The main thread is busy until the walk is over.
    let states = Mutex<[HistoryState]>([])
    let completed = Atomic(false)
    let subscription = LocalRepoViewModel.matches(
      of: "commit", in: path, git: git, scheduler: SerialDispatchQueueScheduler(serialQueue: main),
      background: ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    )
    .subscribe(
      onNext: { state in states.withLock { $0.append(state) } },
      onCompleted: { completed.store(true, ordering: .releasing) })
    defer { subscription.dispose() }
    #expect(Self.wait { git.activeWalks == 0 })
    main.resume()
    #expect(Self.wait { completed.load(ordering: .acquiring) })
    let delivered = states.withLock { $0 }
    // The first (empty) state at subscription, then at most the latest list and the end:
    // not the 20 slices one by one.
    #expect(delivered.count <= 4)
    let last = try #require(delivered.last)
    #expect(last.isComplete && !last.isLoading)
    #expect(last.scanned == 2_000)
    #expect(last.commits.count == 2_000)
    #expect(zip(last.commits, last.commits.dropFirst()).allSatisfy { $0.date >= $1.date })
  }

  @Test func aSliceIsMergedInOrderKeepingTheCommitsListedFirstOnTies() {
    func commit(_ id: String, _ time: TimeInterval) -> GitCommitSummary {
      GitCommitSummary(
        id: id, author: "A", email: "a@example.com", date: Date(timeIntervalSince1970: time),
        subject: id)
    }
    let listed = [commit("c9", 9), commit("c5", 5), commit("c1", 1)]
    let slice = [commit("s2", 2), commit("s7", 7), commit("s5", 5), commit("s10", 10)]
    #expect(
      LocalRepoViewModel.merged(listed, slice).map(\.id)
        == ["s10", "c9", "s7", "c5", "s5", "s2", "c1"])
  }
}
