import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisUI

@testable import TrellisImages

/// Decodes are bounded as downloads are: however many pictures are asked for at once, at
/// most `maxConcurrentDecodes` are decoded at one time.
///
/// Deterministic: the pipeline runs its work on a thread per piece (no pool caps how many
/// run), and each decode is held as it starts until the test lets them go. Without the
/// bound, all twelve reach the hold; with it, two do and ten wait in line.
@Suite struct ImagePipelineDecodeLimitTests {
  @Test func atMostTheConfiguredNumberOfDecodesRunAtOnce() throws {
    let folder = try TemporaryFolder()
    let files = try (0..<12).map { index -> String in
      let png = ImageFixtureEncoder.png(
        .solid(width: 64, height: 48, UInt8(index * 20), 40, 40))
      let url = folder.url.appendingPathComponent("picture-\(index).png")
      try Data(png).write(to: url)
      return url.path
    }
    let pipeline = ImagePipeline(
      http: nil, configuration: ImagePipelineConfiguration(maxConcurrentDecodes: 2),
      scheduler: ThreadPerActionScheduler())
    let held = Atomic(0)
    let released = Atomic(false)
    pipeline.beforeEachDecode.criticalSection { hook in
      hook = {
        held.add(1, ordering: .acquiringAndReleasing)
        // A bound, so a failing test still ends.
        let deadline = Date().addingTimeInterval(120)
        while !released.load(ordering: .acquiring) && Date() < deadline { usleep(1_000) }
      }
    }
    let results = PipelineWait.Results()
    let subscriptions = files.map { path in
      results.collect(
        pipeline.image(for: ImageRequest(source: .file(path), box: Size(width: 8, height: 4))))
    }
    defer {
      released.store(true, ordering: .releasing)
      for subscription in subscriptions { subscription.dispose() }
    }
    // Every picture is read and its decode either held or waiting in line.
    let deadline = Date().addingTimeInterval(120)
    func settled() -> Bool {
      let count = held.load(ordering: .acquiring)
      return count == files.count || (count == 2 && pipeline.decodeLoad.waiting == files.count - 2)
    }
    while !settled() && Date() < deadline { usleep(1_000) }
    #expect(held.load(ordering: .acquiring) == 2, "decodes started at once")
    #expect(pipeline.decodeLoad.running == 2)
    #expect(pipeline.decodeLoad.waiting == 10)
    released.store(true, ordering: .releasing)
    #expect(results.wait(count: files.count, timeout: 120))
    #expect(results.images.count == files.count)
    #expect(pipeline.statistics.decodes == files.count)
    #expect(pipeline.statistics.mostDecodesAtOnce == 2)
  }
}

/// Runs each piece of work on a thread of its own, at once: nothing caps how many run.
final class ThreadPerActionScheduler: ImmediateSchedulerType, @unchecked Sendable {
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let cancelled = BooleanDisposable()
    let result = SingleAssignmentDisposable()
    // A scheduler hands its work to another thread: that is its job.
    nonisolated(unsafe) let (action, state) = (action, state)
    let thread = Thread {
      guard !cancelled.isDisposed else { return }
      result.setDisposable(action(state))
    }
    thread.start()
    return Disposables.create(cancelled, result)
  }
}
