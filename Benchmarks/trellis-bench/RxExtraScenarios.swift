import Dispatch
import Trellis
import TrellisRxTest

/// Operators RxSwift's own benchmark leaves out: merge, concat, zip, withLatestFrom,
/// observe(on:), share(replay:), and throttle/debounce in virtual time. The same workloads
/// run against RxSwift 6.9.1 in the side-by-side comparison (see README, "Speed").
func rxExtraScenarios() -> [RxScenario] {
  [
    RxScenario(name: "MergePumping", events: 320_000) {
      var sum = 0
      let subjects = (0..<4).map { _ in PublishSubject<Int>() }
      let subscription = Observable.merge(subjects.map { $0.asObservable() })
        .subscribe(onNext: { sum += $0 })
      for _ in 0..<80_000 {
        for subject in subjects { subject.on(.next(1)) }
      }
      subscription.dispose()
      check(sum == 320_000, "MergePumping sum \(sum)")
    },
    RxScenario(name: "ConcatCreating", events: 1_000) {
      var sum = 0
      for _ in 0..<1_000 {
        let sources: [Observable<Int>] = (0..<20).map { index in
          index % 2 == 0 ? Observable.just(1) : Observable.from([1, 1])
        }
        let subscription = Observable.concat(sources).subscribe(onNext: { sum += $0 })
        subscription.dispose()
      }
      check(sum == 30_000, "ConcatCreating sum \(sum)")
    },
    RxScenario(name: "ZipPumping", events: 80_000) {
      var sum = 0
      let first = PublishSubject<Int>()
      let second = PublishSubject<Int>()
      let subscription = Observable.zip(first, second) { $0 + $1 }
        .subscribe(onNext: { sum += $0 })
      for _ in 0..<80_000 {
        first.on(.next(1))
        second.on(.next(1))
      }
      subscription.dispose()
      check(sum == 160_000, "ZipPumping sum \(sum)")
    },
    RxScenario(name: "WithLatestFromPumping", events: 250_000) {
      var sum = 0
      let source = PublishSubject<Int>()
      let latest = PublishSubject<Int>()
      let subscription = source.withLatestFrom(latest) { $0 + $1 }
        .subscribe(onNext: { sum += $0 })
      for index in 0..<250_000 {
        if index % 10 == 0 { latest.on(.next(0)) }
        source.on(.next(1))
      }
      subscription.dispose()
      check(sum == 250_000, "WithLatestFromPumping sum \(sum)")
    },
    RxScenario(name: "ObserveOnSerialQueuePumping", events: 100_000) {
      var sum = 0
      let done = DispatchSemaphore(value: 0)
      let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.observeOn")
      let subject = PublishSubject<Int>()
      let subscription = subject.observe(on: scheduler)
        .subscribe(onNext: { sum += $0 }, onCompleted: { done.signal() })
      for _ in 0..<100_000 { subject.on(.next(1)) }
      subject.on(.completed)
      done.wait()
      subscription.dispose()
      check(sum == 100_000, "ObserveOnSerialQueuePumping sum \(sum)")
    },
    RxScenario(name: "ShareReplayPumpingTwoSubscriptions", events: 250_000) {
      var sum = 0
      let subject = PublishSubject<Int>()
      let shared = subject.share(replay: 1)
      let first = shared.subscribe(onNext: { sum += $0 })
      let second = shared.subscribe(onNext: { sum += $0 })
      for _ in 0..<250_000 { subject.on(.next(1)) }
      first.dispose()
      second.dispose()
      check(sum == 500_000, "ShareReplayPumpingTwoSubscriptions sum \(sum)")
    },
    RxScenario(name: "ThrottleVirtualTime", events: burstCount) {
      let events = recordedInVirtualTime { source, scheduler in
        source.throttle(.seconds(3), latest: true, scheduler: scheduler)
      }
      check(events == 12_001, "ThrottleVirtualTime emitted \(events)")
    },
    RxScenario(name: "DebounceVirtualTime", events: burstCount) {
      let events = recordedInVirtualTime { source, scheduler in
        source.debounce(.seconds(3), scheduler: scheduler)
      }
      check(events == 4_001, "DebounceVirtualTime emitted \(events)")
    },
  ]
}

/// Events in the virtual-time scenarios: bursts of 5, one tick apart, 10 quiet ticks
/// between bursts.
private let burstCount = 20_000

/// Runs `operation` over the bursts on a `TestScheduler`; returns how many events it
/// recorded.
private func recordedInVirtualTime(
  _ operation: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
) -> Int {
  var recorded: [Recorded<Event<Int>>] = []
  var time = 201
  for index in 0..<burstCount {
    recorded.append(.next(time, index))
    time += index % 5 == 4 ? 11 : 1
  }
  recorded.append(.completed(time + 20))
  let scheduler = TestScheduler(initialClock: 0)
  let source = scheduler.createHotObservable(recorded)
  let result = scheduler.start(created: 100, subscribed: 200, disposed: time + 100) {
    operation(source.asObservable(), scheduler)
  }
  return result.events.count
}
