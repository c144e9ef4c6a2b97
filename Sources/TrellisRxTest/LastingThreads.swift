import Foundation

/// Threads that never end, for the tests' calls into Foundation's `Process`.
///
/// `Process.run()` and `waitUntilExit()` give the calling thread a run loop, and
/// swift-corelibs-foundation tears that run loop down when the thread ends, in the last round
/// of the thread's destructors. Under the thread sanitizer that round comes after the
/// sanitizer's runtime has let go of the thread, and the teardown's allocation crashes the
/// test process (a SEGV in the sanitizer's allocator): a dispatch worker thread that ran a
/// `Process` ends once it has been idle for a few seconds. Run those calls here instead:
///
/// ```swift
/// try LastingThreads.run { try process.run() }
/// let output = pipe.fileHandleForReading.readDataToEndOfFile()
/// LastingThreads.run { process.waitUntilExit() }
/// ```
///
/// A thread is started when every thread is busy, and waits for the next call once done.
package enum LastingThreads {
  /// Runs `body` on one of the threads, blocking the caller until it returns.
  package static func run<Result, Failure: Error>(
    _ body: @escaping () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let done = DispatchSemaphore(value: 0)
    var outcome: Swift.Result<Result, Failure>?
    pool.submit {
      do throws(Failure) {
        outcome = .success(try body())
      } catch {
        outcome = .failure(error)
      }
      done.signal()
    }
    done.wait()
    // The semaphore orders the write to `outcome` before this read.
    guard let outcome else { preconditionFailure("the job ended without an outcome") }
    return try outcome.get()
  }

  private static let pool = Pool()

  /// The threads and the calls waiting for one.
  ///
  /// `@unchecked Sendable`: `condition` (an `NSCondition`) guards `jobs` and `idle`.
  private final class Pool: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var idle = 0

    func submit(_ job: @escaping () -> Void) {
      condition.lock()
      jobs.append(job)
      if idle > 0 {
        condition.signal()
      } else {
        let thread = Thread { [self] in work() }
        thread.name = "LastingThreads"
        thread.start()
      }
      condition.unlock()
    }

    private func work() {
      while true {
        condition.lock()
        while jobs.isEmpty {
          idle += 1
          condition.wait()
          idle -= 1
        }
        let job = jobs.removeFirst()
        condition.unlock()
        job()
      }
    }
  }
}
