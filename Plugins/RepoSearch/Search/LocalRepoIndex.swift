import Foundation
import Synchronization
import Trellis

/// The repositories found under the local search's roots, walked once and kept: every
/// local search filters the kept list in memory instead of walking the disk again.
///
/// - The first search starts the walk; searches made while it runs join it (they see what
///   it found so far, then what it finds); searches after it ended get the kept list at
///   once. Disposing every search of a walk still running stops the walk (the next search
///   starts it again).
/// - The list is walked again when the roots or the depth change (the settings), and after
///   ``refresh()`` (the user's `r`).
/// - Whether a working tree has changes is asked per repository (``isDirty(of:)``), for the
///   rows on screen, and kept until ``refresh()``.
///
/// `@unchecked Sendable`: `state` and `statuses` are `Mutex`es; the rest is immutable.
final class LocalRepoIndex: @unchecked Sendable {
  /// What a walk has found so far. The repositories of a walk only grow: a later snapshot
  /// of the same walk holds those of an earlier one, in the same order, and more.
  struct Snapshot: Sendable {
    fileprivate let found: FoundRepositories
    /// How many repositories the walk had found.
    let count: Int
    /// The folders that could not be read, as notes for the user.
    let notes: [String]
    /// Whether the walk is over.
    let isFinished: Bool

    /// The repositories found, from the `start`th (0-based) on.
    func repositories(from start: Int) -> [LocalRepository] {
      found.repositories(in: min(start, count)..<count)
    }
  }

  private struct Key: Equatable {
    var roots: [String]
    var maxDepth: Int
  }

  private struct Entry {
    var key: Key
    var generation: Int
    var walk: Observable<Snapshot>
    var finished: Snapshot?
  }

  private let git: GitService
  private let scheduler: ImmediateSchedulerType
  private let state = Mutex<(entry: Entry?, generation: Int)>((nil, 0))
  private let statuses = Mutex<[String: Bool]>([:])

  /// An index walking with `git` on `scheduler`.
  init(git: GitService, scheduler: ImmediateSchedulerType) {
    self.git = git
    self.scheduler = scheduler
  }

  /// The repositories under `roots`, at most `maxDepth` folders down: the kept list when it
  /// was walked for these roots, else the walk's snapshots as it goes (joining the walk
  /// running for them, or starting one). Completes with a finished snapshot; fails when
  /// the walk fails.
  func snapshots(roots: [String], maxDepth: Int) -> Observable<Snapshot> {
    Observable.deferred { [self] in
      let key = Key(roots: roots, maxDepth: maxDepth)
      return state.criticalSection { state -> Observable<Snapshot> in
        if let entry = state.entry, entry.key == key {
          if let finished = entry.finished { return .just(finished) }
          return entry.walk
        }
        state.generation += 1
        let walk = self.walk(key, generation: state.generation)
        state.entry = Entry(key: key, generation: state.generation, walk: walk)
        return walk
      }
    }
  }

  /// Forgets the kept list and the kept statuses: the next search walks again.
  func refresh() {
    state.criticalSection { $0.entry = nil }
    statuses.criticalSection { $0.removeAll() }
  }

  /// Whether `repository`'s working tree has changes: kept from before, else asked of git on
  /// the index's scheduler (and kept); nil for a bare repository.
  func isDirty(of repository: LocalRepository) -> Single<Bool?> {
    let path = repository.path
    if let known = statuses.criticalSection({ $0[path] }) { return .just(known) }
    return git.isDirty(of: path, on: scheduler).map { [weak self] dirty in
      if let dirty { self?.statuses.criticalSection { $0[path] = dirty } }
      return dirty
    }
  }

  /// One walk of `key`, shared by the searches subscribed to it.
  private func walk(_ key: Key, generation: Int) -> Observable<Snapshot> {
    let (git, scheduler) = (self.git, self.scheduler)
    return Observable.deferred { () -> Observable<Snapshot> in
      // Each connection walks anew, into a list of its own.
      let found = FoundRepositories()
      let walking = git.discover(roots: key.roots, maxDepth: key.maxDepth, on: scheduler)
        .map { event -> Snapshot in
          found.add(event)
          return found.snapshot(isFinished: false)
        }
      let finished = Observable.deferred { .just(found.snapshot(isFinished: true)) }
      return walking.concat(finished)
    }
    .do(onNext: { [weak self] snapshot in
      if snapshot.isFinished { self?.keep(snapshot, generation: generation) }
    })
    .share(replay: 1, scope: .whileConnected)
  }

  /// Keeps `snapshot` as the list, unless a newer walk took the place of its own.
  private func keep(_ snapshot: Snapshot, generation: Int) {
    state.criticalSection { state in
      guard state.entry?.generation == generation else { return }
      state.entry?.finished = snapshot
    }
  }
}

/// The repositories one walk has found, in order, and its notes: appended to by the walk,
/// read by the snapshots of it (which know how many were there when they were taken).
///
/// `@unchecked Sendable`: `list` is a `Mutex`.
private final class FoundRepositories: @unchecked Sendable {
  private let list = Mutex<(repositories: [LocalRepository], notes: [String])>(([], []))

  func add(_ event: GitDiscoveryEvent) {
    list.criticalSection { list in
      switch event {
      case .found(let repository): list.repositories.append(repository)
      case .skipped(let path, let reason): list.notes.append("Skipped \(path): \(reason).")
      }
    }
  }

  func snapshot(isFinished: Bool) -> LocalRepoIndex.Snapshot {
    list.criticalSection { list in
      LocalRepoIndex.Snapshot(
        found: self, count: list.repositories.count, notes: list.notes, isFinished: isFinished)
    }
  }

  func repositories(in range: Range<Int>) -> [LocalRepository] {
    list.criticalSection { Array($0.repositories[range]) }
  }
}
