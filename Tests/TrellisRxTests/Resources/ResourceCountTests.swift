import Dispatch
import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisRxTest

/// A resource for `using` that is counted like the framework's own.
private final class CountedResource: Disposable {
  init() { Resources.increment() }
  deinit { Resources.decrement() }
  func dispose() {}
}

private final class Owner {}

/// Subscribing and disposing chains of this helper's operators returns `Resources.total` to
/// where it started. Runs only in a process of its own (see `IsolatedProcess`); debug
/// builds only, since release builds do not count.
@Suite(.serialized, .enabled(if: IsolatedProcess.isIsolated))
struct ResourceCountTests {
  /// Waits until every action queued on `scheduler` so far has run.
  private func drain(_ scheduler: ImmediateSchedulerType) {
    let done = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      done.signal()
      return Disposables.create()
    }
    done.wait()
  }

  @Test func serialQueueObserveOnObservablesAreCountedWhileTheyLive() {
    let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-count")
    let before = Resources.numberOfSerialDispatchQueueObservables
    do {
      let onSerial = Observable.just(0).observe(on: serial)
      #expect(Resources.numberOfSerialDispatchQueueObservables == before + 1)
      let onOther = Observable.just(0).observe(on: CurrentThreadScheduler.instance)
      #expect(Resources.numberOfSerialDispatchQueueObservables == before + 1)
      let subscription = onSerial.subscribe()
      drain(serial)
      subscription.dispose()
      #expect(Resources.numberOfSerialDispatchQueueObservables == before + 1)
      withExtendedLifetime((onSerial, onOther)) {}
    }
    #expect(Resources.numberOfSerialDispatchQueueObservables == before)
  }

  @Test func incrementTotalAndDecrementTotalReturnTheNewCount() {
    let before = Resources.total
    #expect(Resources.incrementTotal() == before + 1)
    #expect(Resources.total == before + 1)
    #expect(Resources.decrementTotal() == before)
    #expect(Resources.total == before)
  }

  @Test func driverLikeChainReturnsToItsStartingCount() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "resource-count")
    let subject = PublishSubject<Int>()
    let baseline = Resources.total
    do {
      let received = ThreadSafeValue<[Int]>([])
      let chain = subject.asObservable()
        .catchAndReturn(-1)
        .observe(on: scheduler)
        .share(replay: 1, scope: .whileConnected)
      let first = chain.subscribe(onNext: { value in received.mutate { $0.append(value) } })
      let second = chain.subscribe(onNext: { value in received.mutate { $0.append(value) } })
      subject.onNext(1)
      subject.onNext(2)
      drain(scheduler)
      #expect(Resources.total > baseline)
      first.dispose()
      second.dispose()
      drain(scheduler)
      #expect(received.value == [1, 1, 2, 2])
    }
    #expect(!subject.hasObservers)
    #expect(IsolatedProcess.resourcesSettle(at: baseline) == baseline)
  }

  @Test func chainEndedByAnErrorReleasesEverything() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "resource-count-error")
    let subject = PublishSubject<Int>()
    let baseline = Resources.total
    do {
      let ended = DispatchSemaphore(value: 0)
      let subscription =
        subject
        .catch { _ in Observable.just(0) }
        .observe(on: scheduler)
        .share(replay: 1)
        .subscribe(onCompleted: { ended.signal() })
      subject.onError(TestError.boom)
      ended.wait()
      subscription.dispose()
      drain(scheduler)
    }
    #expect(IsolatedProcess.resourcesSettle(at: baseline) == baseline)
  }

  @Test func everyOperatorOfThisHelperReleasesWhatItHeld() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Owner()
    let relay = BehaviorRelay(value: 0)
    let baseline = Resources.total
    do {
      let xs = scheduler.createColdObservable([
        .next(10, 1), .error(20, TestError.boom), .next(30, 2),
      ])
      let chain = xs.asObservable()
        .retry(2)
        .retry(when: { (errors: Observable<Swift.Error>) in errors.map { _ in () } })
        .do(onNext: { _ in }, onDispose: {})
        .subscribe(on: scheduler)
        .withUnretained(owner) { $1 }
        .publish().refCount()
        .share(replay: 3, scope: .forever)
        .replay(1).refCount()
        .debug("resource-count", trimOutput: true)
      let used = Observable.using({ CountedResource() }, observableFactory: { _ in chain })
      let res = scheduler.start(disposed: 300) {
        Observable.catch(sequence: [used, Observable.just(9)]).observe(on: scheduler)
      }
      #expect(res.events.count > 3)
      let binding = Observable.just(5).bind(to: relay)
      binding.dispose()
      _ = Observable.just(6).bind(onNext: { _ in })
    }
    #expect(relay.value == 5)
    #expect(IsolatedProcess.resourcesSettle(at: baseline) == baseline)
  }

  @Test func completedChainsReleaseWithoutAnExplicitDispose() {
    let baseline = Resources.total
    do {
      var values: [Int] = []
      _ = Observable.just(1)
        .catchAndReturn(0)
        .share(replay: 1)
        .observe(on: CurrentThreadScheduler.instance)
        .retry(3)
        .subscribe(onNext: { values.append($0) })
      #expect(values == [1])
    }
    #expect(IsolatedProcess.resourcesSettle(at: baseline) == baseline)
  }
}
