import Dispatch
import Synchronization
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct SubscribeOnTests {
  @Test func subscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.next(210, 2), .completed(250)])
    // Subscribed one tick after 200, and disposed one tick after the completion: both on
    // the scheduler, as in RxSwift.
    #expect(xs.subscriptions == [Subscription(201, 251)])
  }

  @Test func forwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.next(210, 2), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(201, 251)])
  }

  @Test func disposeMidStreamIsScheduledToo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(450, 3), .completed(500)])
    let res = scheduler.start(disposed: 400) { xs.subscribe(on: scheduler) }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(201, 401)])
  }

  @Test func disposeBeforeTheScheduledSubscriptionCancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2)])
    let subscription = xs.subscribe(on: scheduler).subscribe { _ in }
    subscription.dispose()
    scheduler.start()
    #expect(xs.subscriptions == [])
  }

  @Test func subscriptionRunsOnTheSchedulersQueue() throws {
    let key = DispatchSpecificKey<Int>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "subscribe-on-test",
      serialQueueConfiguration: { $0.setSpecific(key: key, value: 42) })
    let subscribedOnQueue = Atomic<Bool>(false)
    let source = Observable<Int>.create { observer in
      subscribedOnQueue.store(DispatchQueue.getSpecific(key: key) == 42, ordering: .relaxed)
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    #expect(try source.subscribe(on: scheduler).toBlocking(timeout: 5).toArray() == [1])
    let ranOnQueue = subscribedOnQueue.load(ordering: .relaxed)
    #expect(ranOnQueue)
  }
}
