import Testing
import TrellisRx
import TrellisRxTest

/// A resource that records when it was disposed.
private final class TestResource: Disposable {
  let scheduler: TestScheduler
  var disposedAt: [Int] = []
  init(scheduler: TestScheduler) { self.scheduler = scheduler }
  func dispose() { disposedAt.append(scheduler.clock) }
}

@Suite struct UsingTests {
  @Test func usesTheResourceForTheSubscriptionsLifetime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    var resources: [TestResource] = []
    let res = scheduler.start {
      Observable.using(
        { () -> TestResource in
          let resource = TestResource(scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        observableFactory: { _ in xs.asObservable() })
    }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(resources.count == 1)
    #expect(resources.first?.disposedAt == [230])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func errorOfTheSequenceDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let resource = TestResource(scheduler: scheduler)
    let res = scheduler.start {
      Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(resource.disposedAt == [220])
  }

  @Test func throwingResourceFactoryEmitsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    var madeSequence = false
    let res = scheduler.start {
      Observable<Int>.using(
        { () -> TestResource in throw TestError.boom },
        observableFactory: { _ in
          madeSequence = true
          return .just(1)
        })
    }
    #expect(res.events == [.error(200, TestError.boom)])
    #expect(!madeSequence)
  }

  @Test func throwingObservableFactoryEmitsTheErrorAndDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = TestResource(scheduler: scheduler)
    let res = scheduler.start {
      Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError.other })
    }
    #expect(res.events == [.error(200, TestError.other)])
    #expect(resource.disposedAt == [200])
  }

  @Test func disposeMidStreamDisposesSubscriptionThenResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(450, 2)])
    let resource = TestResource(scheduler: scheduler)
    let res = scheduler.start(disposed: 400) {
      Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(resource.disposedAt == [400])
  }
}
