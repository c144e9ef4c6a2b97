import Dispatch
import Synchronization
import Testing
import TrellisRxTest

@testable import TrellisRx

/// A subject or relay under test, seen through what the test needs.
private struct Target {
  let send: (Int) -> Void
  let observable: Observable<Int>
  /// Whether it has subscribers, where it can tell.
  let hasObservers: (() -> Bool)?
  /// What a subscriber receives at once before anything is sent.
  let initial: [Int]

  static func make(_ kind: String) -> Target {
    switch kind {
    case "PublishSubject":
      let subject = PublishSubject<Int>()
      return Target(
        send: subject.onNext, observable: subject.asObservable(),
        hasObservers: { subject.hasObservers }, initial: [])
    case "BehaviorSubject":
      let subject = BehaviorSubject(value: -1)
      return Target(
        send: subject.onNext, observable: subject.asObservable(),
        hasObservers: { subject.hasObservers }, initial: [-1])
    case "ReplaySubject":
      let subject = ReplaySubject<Int>.create(bufferSize: 4)
      return Target(
        send: subject.onNext, observable: subject.asObservable(),
        hasObservers: { subject.hasObservers }, initial: [])
    case "PublishRelay":
      let relay = PublishRelay<Int>()
      return Target(
        send: relay.accept, observable: relay.asObservable(),
        hasObservers: { relay.subject.hasObservers }, initial: [])
    case "BehaviorRelay":
      let relay = BehaviorRelay(value: -1)
      return Target(
        send: relay.accept, observable: relay.asObservable(),
        hasObservers: { relay.subject.hasObservers }, initial: [-1])
    default:
      let relay = ReplayRelay<Int>.create(bufferSize: 4)
      return Target(
        send: relay.accept, observable: relay.asObservable(), hasObservers: nil, initial: [])
    }
  }
}

/// Values one subscriber received, safe to append to from any thread.
private final class ValueBag: Sendable {
  let values = ThreadSafeValue<[Int]>([])
}

/// Several threads send while others subscribe and dispose. The resource count is checked
/// only when the suite runs in a process of its own (see `IsolatedProcess`).
@Suite(.serialized) struct SubjectConcurrencyTests {
  static let kinds = [
    "PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay",
    "ReplayRelay",
  ]
  static let senders = 4
  static let perSender = 2000
  static let churners = 2
  static let churnRounds = 400

  @Test(arguments: kinds) func sendersAndChurningSubscribersLoseNothing(kind: String) {
    let baseline = Resources.total
    do {
      // Driven from several threads on purpose: Rx objects are thread-safe.
      nonisolated(unsafe) let target = Target.make(kind)
      let steady = ThreadSafeValue<[Int]>([])
      let steadySubscription = target.observable.subscribe(onNext: { value in
        steady.mutate { $0.append(value) }
      })
      let churnDeliveries = Atomic<Int>(0)
      DispatchQueue.concurrentPerform(iterations: Self.senders + Self.churners) { worker in
        if worker < Self.senders {
          for index in 0..<Self.perSender {
            target.send(worker * 1_000_000 + index)
          }
        } else {
          for _ in 0..<Self.churnRounds {
            let subscription = target.observable.subscribe(onNext: { _ in
              churnDeliveries.wrappingAdd(1, ordering: .relaxed)
            })
            subscription.dispose()
          }
        }
      }
      steadySubscription.dispose()
      let received = steady.value
      #expect(Array(received.prefix(target.initial.count)) == target.initial)
      let sent = Array(received.dropFirst(target.initial.count))
      #expect(sent.count == Self.senders * Self.perSender)
      #expect(Set(sent).count == sent.count)
      for sender in 0..<Self.senders {
        let fromSender = sent.filter { $0 / 1_000_000 == sender }
        #expect(fromSender == (0..<Self.perSender).map { sender * 1_000_000 + $0 })
      }
      if let hasObservers = target.hasObservers {
        #expect(!hasObservers())
      }
    }
    if IsolatedProcess.isIsolated {
      #expect(IsolatedProcess.resourcesSettle(at: baseline) == baseline)
    }
  }

  @Test(arguments: kinds) func concurrentSubscribersEachGetEverythingSentAfterThey(kind: String) {
    let baseline = Resources.total
    do {
      // Driven from several threads on purpose: Rx objects are thread-safe.
      nonisolated(unsafe) let target = Target.make(kind)
      let subscribers = 8
      let bags = (0..<subscribers).map { _ in ValueBag() }
      let subscriptions = ThreadSafeValue<[Disposable]>([])
      DispatchQueue.concurrentPerform(iterations: subscribers) { index in
        let subscription = target.observable.subscribe(onNext: { value in
          bags[index].values.mutate { $0.append(value) }
        })
        subscriptions.mutate { $0.append(subscription) }
      }
      DispatchQueue.concurrentPerform(iterations: Self.senders) { worker in
        for index in 0..<500 { target.send(worker * 1_000_000 + index) }
      }
      DispatchQueue.concurrentPerform(iterations: subscribers) { index in
        subscriptions.value[index].dispose()
      }
      for bag in bags {
        let values = bag.values.value
        #expect(Array(values.prefix(target.initial.count)) == target.initial)
        #expect(values.count == target.initial.count + Self.senders * 500)
      }
      if let hasObservers = target.hasObservers {
        #expect(!hasObservers())
      }
    }
    if IsolatedProcess.isIsolated {
      #expect(IsolatedProcess.resourcesSettle(at: baseline) == baseline)
    }
  }

  @Test func concurrentTerminalEventsAreDeliveredOnce() {
    for _ in 0..<50 {
      let subject = PublishSubject<Int>()
      let terminals = Atomic<Int>(0)
      let subscription = subject.subscribe(
        onError: { _ in terminals.wrappingAdd(1, ordering: .relaxed) },
        onCompleted: { terminals.wrappingAdd(1, ordering: .relaxed) })
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        if worker % 2 == 0 { subject.onCompleted() } else { subject.onError(TestError.boom) }
      }
      subscription.dispose()
      #expect(terminals.load(ordering: .relaxed) == 1)
    }
  }
}
