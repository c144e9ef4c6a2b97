import Foundation
import Synchronization
import Testing
import Trellis
import TrellisTesting

@testable import TaskList

/// What the edit form is told while a save waits for a database another connection holds
/// locked (a real file): "Saving…" at once, then that the database is busy, then the error —
/// in that order, the error within the busy timeout. Real time, on a serial queue of the
/// test's own standing in for the main one; the test waits for the error, not for a time.
@Suite struct TaskEditSaveNoticeTests {
  /// The lines told, in order, from any thread.
  private final class Log: Sendable {
    let lines = Mutex<[String]>([])
    let failed = DispatchSemaphore(value: 0)
  }

  @Test func theNoticeComesBeforeTheErrorAndTheErrorWithinTheBusyTimeout() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let busyTimeout = Duration.seconds(1)
    let database = try Database(
      path: folder.databasePath, options: DatabaseOptions(busyTimeout: busyTimeout))
    defer { database.close() }
    let service = try TaskService(database: database)
    let main = SerialDispatchQueueScheduler(internalSerialQueueName: "TaskEditSaveNoticeTests")
    let viewModel = TaskEditViewModel(
      mode: .new(title: "Buy"), service: service, scheduler: main,
      backgroundScheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated),
      today: { testToday })
    let save = PublishSubject<Void>()
    let log = Log()
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: main) {
      let output = viewModel.transform(
        .init(title: .never(), notes: .never(), dueDate: .never(), save: save.asObservable()))
      output.saveNotice.compactMap { $0 }
        .drive(onNext: { line in log.lines.withLock { $0.append(line) } })
        .disposed(by: bag)
      output.errorMessage.compactMap { $0 }
        .drive(onNext: { line in
          log.lines.withLock { $0.append(line) }
          log.failed.signal()
        })
        .disposed(by: bag)
    }
    let letGo = DispatchSemaphore(value: 0)
    let released = try DatabaseLockHolder.hold(folder.databasePath, until: letGo, atMost: 60)
    defer {
      letGo.signal()
      released.wait()
    }
    let asked = ContinuousClock.now
    save.onNext(())
    #expect(log.failed.wait(timeout: .now() + 30) == .success)
    let waited = ContinuousClock.now - asked
    let lines = log.lines.withLock { $0 }
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first == "Saving…")
    #expect(lines.dropFirst().first?.hasPrefix("Saving… the database is busy") == true)
    #expect(lines.last?.hasPrefix("Could not save the task: database is locked") == true)
    #expect(waited >= busyTimeout && waited < busyTimeout * 5, "failed after \(waited)")
  }
}
