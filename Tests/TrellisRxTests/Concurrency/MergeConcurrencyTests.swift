import Foundation
import Synchronization
import Testing
import TrellisRx

/// What an observer of a merged sequence saw. The merge operators deliver one event at a
/// time, so `record` mutates without a lock: the thread sanitizer reports it if they do not.
private final class MergeRecorder: @unchecked Sendable {
  var elements: [Int] = []
  var completions = 0
  var errors = 0
  var elementsAtCompletion = -1
  let inFlight = Atomic<Int>(0)
  let overlaps = Atomic<Int>(0)
  let finished = MergeLatch()

  func record(_ event: Event<Int>) {
    if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue > 1 {
      overlaps.wrappingAdd(1, ordering: .relaxed)
    }
    switch event {
    case .next(let element):
      elements.append(element)
    case .error:
      errors += 1
    case .completed:
      completions += 1
      elementsAtCompletion = elements.count
    }
    inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    if event.isStopEvent {
      finished.open()
    }
  }

  /// The elements of the sequence `source` sent, in the order they arrived.
  func elements(from source: Int) -> [Int] {
    elements.filter { $0 / MergeRecorder.sourceStride == source }
      .map { $0 % MergeRecorder.sourceStride }
  }

  static let sourceStride = 1_000_000
}

/// A one-shot gate built on NSCondition (pthread based, so the sanitizer sees the ordering).
///
/// `@unchecked Sendable`: `condition` (an `NSCondition`) guards `isOpen` and `count`.
private final class MergeLatch: @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpen = false
  private var count = 0

  func open() {
    condition.lock()
    isOpen = true
    count += 1
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until `open()` was called `times` times, for at most 20 seconds.
  @discardableResult
  func wait(times: Int = 1) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    condition.lock()
    defer { condition.unlock() }
    while count < times {
      if !condition.wait(until: deadline) { return false }
    }
    return true
  }
}

/// A counter shared between threads.
private final class MergeCounter: @unchecked Sendable {
  private let value = Atomic<Int>(0)

  func increment() {
    value.wrappingAdd(1, ordering: .relaxed)
  }

  var count: Int {
    value.load(ordering: .relaxed)
  }
}

/// Runs `body(index)` on `count` new threads at once and waits for all of them.
private func mergeRunOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let done = MergeLatch()
  for index in 0..<count {
    let thread = Thread {
      body(index)
      done.open()
    }
    thread.start()
  }
  #expect(done.wait(times: count))
}

@Suite struct MergeConcurrencyTests {
  @Test func mergeOfSubjectsFedFromManyThreads() {
    let sources = 4
    let perSource = 5_000
    let subjects = (0..<sources).map { _ in PublishSubject<Int>() }
    let recorder = MergeRecorder()
    let subscription = Observable.merge(subjects.map { $0.asObservable() })
      .subscribe(recorder.record)
    mergeRunOnThreads(sources) { source in
      for i in 0..<perSource {
        subjects[source].onNext(source * MergeRecorder.sourceStride + i)
      }
      subjects[source].onCompleted()
    }
    #expect(recorder.finished.wait())
    #expect(recorder.elements.count == sources * perSource)
    #expect(Set(recorder.elements).count == sources * perSource)
    for source in 0..<sources {
      #expect(recorder.elements(from: source) == Array(0..<perSource))
    }
    #expect(recorder.completions == 1)
    #expect(recorder.errors == 0)
    #expect(recorder.elementsAtCompletion == sources * perSource)
    #expect(recorder.overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }

  @Test func flatMapOfInnersEmittingFromTheirOwnThreads() {
    let inners = 8
    let perInner = 2_000
    let outer = PublishSubject<Int>()
    let recorder = MergeRecorder()
    let innerDisposals = Atomic<Int>(0)
    let subscription =
      outer
      .flatMap { source in
        Observable<Int>.create { observer in
          // Driven from several threads on purpose: Rx objects are thread-safe.
          nonisolated(unsafe) let observer = observer
          let thread = Thread {
            for i in 0..<perInner {
              observer.onNext(source * MergeRecorder.sourceStride + i)
            }
            observer.onCompleted()
          }
          thread.start()
          return Disposables.create {
            innerDisposals.wrappingAdd(1, ordering: .relaxed)
          }
        }
      }
      .subscribe(recorder.record)
    for source in 0..<inners {
      outer.onNext(source)
    }
    outer.onCompleted()
    #expect(recorder.finished.wait())
    #expect(recorder.elements.count == inners * perInner)
    for source in 0..<inners {
      #expect(recorder.elements(from: source) == Array(0..<perInner))
    }
    #expect(recorder.completions == 1)
    #expect(recorder.elementsAtCompletion == inners * perInner)
    #expect(recorder.overlaps.load(ordering: .relaxed) == 0)
    #expect(innerDisposals.load(ordering: .relaxed) == inners)
    subscription.dispose()
  }

  @Test func disposingFlatMapStopsEveryRunningInnerOnce() {
    let inners = 6
    let outer = PublishSubject<Int>()
    let recorder = MergeRecorder()
    let stopped = MergeLatch()
    let disposals = (0..<inners).map { _ in MergeCounter() }
    let someArrived = MergeLatch()
    let subscription =
      outer
      .flatMap { source in
        Observable<Int>.create { observer in
          let cancelled = Atomic<Bool>(false)
          // Driven from several threads on purpose: Rx objects are thread-safe.
          nonisolated(unsafe) let observer = observer
          let thread = Thread {
            var i = 0
            while !cancelled.load(ordering: .acquiring) {
              observer.onNext(source * MergeRecorder.sourceStride + i)
              if i == 100 { someArrived.open() }
              i += 1
            }
            stopped.open()
          }
          thread.start()
          return Disposables.create {
            cancelled.store(true, ordering: .releasing)
            disposals[source].increment()
          }
        }
      }
      .subscribe(recorder.record)
    for source in 0..<inners {
      outer.onNext(source)
    }
    #expect(someArrived.wait(times: inners))
    subscription.dispose()
    #expect(stopped.wait(times: inners))
    for source in 0..<inners {
      #expect(disposals[source].count == 1)
    }
    #expect(recorder.completions == 0)
    #expect(recorder.overlaps.load(ordering: .relaxed) == 0)
    #expect(!outer.hasObservers)
  }

  @Test func flatMapLatestDisposesSupersededInnersRunningOnOtherThreads() {
    let switches = 5
    let outer = PublishSubject<Int>()
    let recorder = MergeRecorder()
    let disposals = (0...switches).map { _ in MergeCounter() }
    let started = MergeLatch()
    let stopped = MergeLatch()
    let subscription =
      outer
      .flatMapLatest { source in
        Observable<Int>.create { observer in
          let cancelled = Atomic<Bool>(false)
          // Driven from several threads on purpose: Rx objects are thread-safe.
          nonisolated(unsafe) let observer = observer
          let thread = Thread {
            var i = 0
            while !cancelled.load(ordering: .acquiring) && i < 20_000 {
              observer.onNext(source * MergeRecorder.sourceStride + i)
              if i == 10 { started.open() }
              i += 1
            }
            if source == switches { observer.onCompleted() }
            stopped.open()
          }
          thread.start()
          return Disposables.create {
            cancelled.store(true, ordering: .releasing)
            disposals[source].increment()
          }
        }
      }
      .subscribe(recorder.record)
    for source in 0...switches {
      outer.onNext(source)
      #expect(started.wait(times: source + 1))
    }
    outer.onCompleted()
    #expect(stopped.wait(times: switches + 1))
    #expect(recorder.finished.wait())
    #expect(recorder.completions == 1)
    #expect(recorder.overlaps.load(ordering: .relaxed) == 0)
    for source in 0...switches {
      #expect(disposals[source].count == 1)
    }
    // Once a newer inner emitted, no older one is heard from again.
    let order = recorder.elements.map { $0 / MergeRecorder.sourceStride }
    #expect(order == order.sorted())
    #expect(recorder.elements(from: switches) == Array(0..<20_000))
    subscription.dispose()
  }

  @Test func mergeMaxConcurrentLimitsRunningInners() {
    let inners = 6
    let perInner = 500
    let outer = PublishSubject<Observable<Int>>()
    let recorder = MergeRecorder()
    let running = Atomic<Int>(0)
    let maxRunning = Atomic<Int>(0)
    let subscription = outer.merge(maxConcurrent: 2).subscribe(recorder.record)
    for source in 0..<inners {
      outer.onNext(
        Observable<Int>.create { observer in
          let now = running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
          maxRunning.max(now, ordering: .relaxed)
          // Driven from several threads on purpose: Rx objects are thread-safe.
          nonisolated(unsafe) let observer = observer
          let thread = Thread {
            for i in 0..<perInner {
              observer.onNext(source * MergeRecorder.sourceStride + i)
            }
            running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            observer.onCompleted()
          }
          thread.start()
          return Disposables.create()
        })
    }
    outer.onCompleted()
    #expect(recorder.finished.wait())
    #expect(recorder.elements.count == inners * perInner)
    for source in 0..<inners {
      #expect(recorder.elements(from: source) == Array(0..<perInner))
    }
    #expect(recorder.completions == 1)
    #expect(maxRunning.load(ordering: .relaxed) <= 2)
    #expect(recorder.overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }
}
