import Testing
import TrellisRxTest

/// An object that owns its subscriptions, as a screen or view model does.
private final class Owner {
  let bag = DisposeBag()
  var received: [Int] = []
}

@Suite struct SubscribeTests {
  @Test func completionReleasesAHandlerThatCapturesTheBagOwner() {
    let subject = PublishSubject<Int>()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      subject.map { $0 * 2 }
        .subscribe(onNext: { owner.received.append($0) })
        .disposed(by: owner.bag)
      subject.onNext(1)
      #expect(owner.received == [2])
      subject.onCompleted()
    }
    #expect(weakOwner == nil, "the completed chain kept its handler and the bag's owner alive")
  }

  @Test func anEventClosureSubscriptionIsReleasedAfterAnError() {
    let subject = PublishSubject<Int>()
    weak var weakOwner: Owner?
    var events: [Event<Int>] = []
    do {
      let owner = Owner()
      weakOwner = owner
      subject.filter { $0 > 0 }
        .subscribe { event in
          owner.received.append(event.element ?? -1)
          events.append(event)
        }
        .disposed(by: owner.bag)
      subject.onNext(3)
      subject.onError(TestError.boom)
      subject.onNext(4)
    }
    #expect(events.count == 2)
    #expect(events.first == .next(3))
    #expect(events.last?.error as? TestError == .boom)
    #expect(weakOwner == nil)
  }

  @Test func onDisposedRunsOnceAfterCompletionAndNotAgainOnDispose() {
    var log: [String] = []
    let subscription = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create { log.append("source disposed") }
    }
    .subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(log == ["next 1", "completed", "disposed", "source disposed"])
  }

  @Test func disposingStopsEventsAndRunsOnDisposed() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    subscription.dispose()
    #expect(log == ["next 1", "disposed"])
    #expect(!subject.hasObservers)
  }
}
