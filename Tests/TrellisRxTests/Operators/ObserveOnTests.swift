import Dispatch
import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ObserveOnTests {
  @Test func deliversEachEventOneTickLaterOnTheVirtualScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    #expect(res.events == [.next(211, 2), .next(221, 3), .completed(251)])
    // A test observable ends its own subscription when it emits its terminal event.
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func forwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .error(230, TestError.boom), .next(240, 3),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    #expect(res.events == [.next(211, 2), .error(231, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposeMidStreamStopsDeliveryAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(400, 2), .next(450, 3), .completed(500),
    ])
    let res = scheduler.start(disposed: 400) { xs.observe(on: scheduler) }
    // The element of 400 is queued before the disposal at 400 and dropped with it.
    #expect(res.events == [.next(211, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func eventsArrivingTogetherAreDeliveredInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(210, 2), .next(210, 3), .completed(210),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    // The pump delivers one event per scheduled step.
    #expect(res.events == [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func immediateSchedulerDeliversSynchronously() {
    var received: [Int] = []
    var completed = false
    _ = Observable.just(7).observe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received == [7])
    #expect(completed)
  }

  @Test func serialQueueDeliversOnTheQueueInOrder() throws {
    let key = DispatchSpecificKey<String>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "observe-on-test",
      serialQueueConfiguration: { $0.setSpecific(key: key, value: "observe-on-test") })
    let onQueue = Atomic<Int>(0)
    let source = Observable<Int>.create { observer in
      for value in 1...200 { observer.onNext(value) }
      observer.onCompleted()
      return Disposables.create()
    }
    let values = try source.observe(on: scheduler)
      .map { value -> Int in
        if DispatchQueue.getSpecific(key: key) == "observe-on-test" {
          onQueue.wrappingAdd(1, ordering: .relaxed)
        }
        return value
      }
      .toBlocking(timeout: 5).toArray()
    #expect(values == Array(1...200))
    #expect(onQueue.load(ordering: .relaxed) == 200)
  }

  @Test func serialQueueDropsEventsQueuedBeforeDispose() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-dispose")
    let subject = PublishSubject<Int>()
    let received = ThreadSafeValue<[Int]>([])
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
      received.mutate { $0.append(value) }
    })
    let blocked = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      blocked.signal()
      release.wait()
      return Disposables.create()
    }
    blocked.wait()
    subject.onNext(1)  // queued behind the blocking item
    subscription.dispose()
    release.signal()
    let done = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      done.signal()
      return Disposables.create()
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(received.value == [])
    #expect(!subject.hasObservers)
  }

  @Test func concurrentSchedulerNeverDeliversTwoEventsAtOnce() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let active = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let feeder = DispatchQueue(label: "observe-on-feeder")
    let source = Observable<Int>.create { observer in
      // Driven from several threads on purpose: Rx objects are thread-safe.
      nonisolated(unsafe) let observer = observer
      feeder.async {
        for value in 0..<2000 { observer.onNext(value) }
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let result = source.observe(on: scheduler)
      .map { value -> Int in
        if active.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue > 1 {
          overlaps.wrappingAdd(1, ordering: .relaxed)
        }
        active.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        return value
      }
    let values = try result.toBlocking(timeout: 10).toArray()
    #expect(values == Array(0..<2000))
    #expect(overlaps.load(ordering: .relaxed) == 0)
  }
}
