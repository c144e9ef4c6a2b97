import Dispatch
import Synchronization
import Testing
import TrellisRx

/// Two threads sending into one subject or `create` observer at once break the contract;
/// debug builds report it, as RxSwift's do. (Element types here are used by no other test,
/// so reports from other tests running in parallel cannot be mistaken for these.)
@Suite(.serialized) struct SynchronizationTrackerTests {
  /// Runs `body` with the anomaly handler collecting descriptions; returns them.
  private func collectingReports(_ body: () -> Void) -> [String] {
    let reports = Mutex<[String]>([])
    let previous = Hooks.synchronizationAnomalyHandler
    Hooks.synchronizationAnomalyHandler = { description in
      reports.withLock { $0.append(description) }
    }
    defer { Hooks.synchronizationAnomalyHandler = previous }
    body()
    return reports.withLock { $0 }
  }

  /// Subscribes to `sequence` with an observer that holds on to element 1 until element 2
  /// was sent, on this thread, while 1 is still being delivered on another; returns what
  /// was reported meanwhile.
  private func reportsOfOverlappingSends<Element: BinaryInteger>(
    to sequence: Observable<Element>, send: @escaping (Element) -> Void
  ) -> [String] {
    let inside = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let subscription = sequence.subscribe(onNext: { value in
      if value == 1 {
        inside.signal()
        release.wait()
      }
    })
    defer { subscription.dispose() }
    return collectingReports {
      let done = DispatchSemaphore(value: 0)
      // Driven from several threads on purpose: Rx objects are thread-safe.
      nonisolated(unsafe) let send = send
      DispatchQueue.global().async {
        send(1)
        done.signal()
      }
      inside.wait()
      send(2)
      release.signal()
      done.wait()
    }
  }

  @Test func overlappingSendsIntoASubjectAreReported() {
    #if DEBUG
      let subject = PublishSubject<UInt16>()
      let reports = reportsOfOverlappingSends(to: subject.asObservable(), send: subject.onNext)
      #expect(reports.contains("PublishSubject<UInt16>"))
    #endif
  }

  @Test func overlappingSendsIntoACreateObserverAreReported() {
    #if DEBUG
      let observerBox = Mutex<AnyObserver<UInt32>?>(nil)
      let sequence = Observable<UInt32>.create { observer in
        observerBox.criticalSection { $0 = observer }
        return Disposables.create()
      }
      let reports = reportsOfOverlappingSends(to: sequence) { value in
        observerBox.criticalSection { $0 }!.onNext(value)
      }
      #expect(reports.contains("the observer of a create closure"))
    #endif
  }

  /// Sends from two threads one after the other, and a subscriber feeding its own subject
  /// on the same thread, are both fine.
  @Test func sequentialAndReentrantSendsAreNotReported() {
    #if DEBUG
      let subject = PublishSubject<Int8>()
      var received: [Int8] = []
      let subscription = subject.subscribe(onNext: { value in
        received.append(value)
        if value == 1 { subject.onNext(2) }
      })
      let reports = collectingReports {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
          subject.onNext(1)
          done.signal()
        }
        done.wait()
        subject.onNext(3)
      }
      subscription.dispose()
      #expect(received == [1, 2, 3])
      #expect(!reports.contains("PublishSubject<Int8>"))
    #endif
  }
}
