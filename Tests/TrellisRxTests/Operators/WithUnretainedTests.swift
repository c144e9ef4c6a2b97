import Testing
import TrellisRx
import TrellisRxTest

private final class Owner {
  let name: String
  init(name: String) { self.name = name }
}

@Suite struct WithUnretainedTests {
  @Test func pairsElementsWithTheObject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let owner = Owner(name: "o")
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
    #expect(res.events == [.next(210, "o1"), .next(220, "o2"), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func tupleVariantGivesTheObjectAndElement() {
    let owner = Owner(name: "o")
    var pairs: [(Owner, Int)] = []
    _ = Observable.just(3).withUnretained(owner).subscribe(onNext: { pairs.append($0) })
    #expect(pairs.count == 1)
    #expect(pairs.first?.0 === owner)
    #expect(pairs.first?.1 == 3)
  }

  @Test func completesOnTheFirstElementAfterTheObjectIsGone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(300, 2), .next(310, 3), .completed(400),
    ])
    var owner: Owner? = Owner(name: "o")
    weak let weakOwner = owner
    let observable = xs.withUnretained(owner ?? Owner(name: "unused")) { "\($0.name)\($1)" }
    scheduler.scheduleAt(250) { owner = nil }
    let res = scheduler.start { observable }
    #expect(weakOwner == nil)
    #expect(res.events == [.next(210, "o1"), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsErrorsAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Owner(name: "o")
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.withUnretained(owner) { $1 } }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(1210, 1), .next(1500, 2)])
    let res2 = scheduler.start(created: 1100, subscribed: 1200, disposed: 1400) {
      ys.withUnretained(owner) { $1 }
    }
    #expect(res2.events == [.next(1210, 1)])
    #expect(ys.subscriptions == [Subscription(1200, 1400)])
  }
}
