import Trellis

/// One benchmark scenario: a name, how many events it pumps, and the work.
struct RxScenario {
  let name: String
  let events: Int
  let body: () -> Void
}

private let iterations = 10_000

/// A source that emits `count` ones during subscription, as RxSwift's benchmarks use.
private func ones(_ count: Int) -> Observable<Int> {
  Observable<Int>.create { observer in
    for _ in 0..<count { observer.on(.next(1)) }
    return Disposables.create()
  }
}

/// Six map+filter pairs, as in RxSwift's MapFilter scenarios.
private func mapFilter(_ source: Observable<Int>) -> Observable<Int> {
  source
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
}

/// The same six pairs on a `Driver`, as in RxSwift's MapFilterDriver scenarios.
private func driverMapFilter(_ source: Observable<Int>) -> Driver<Int> {
  source
    .asDriver(onErrorJustReturn: -1)
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
}

/// Five `flatMap`s to `just`, as in RxSwift's FlatMaps scenarios.
private func flatMaps(_ source: Observable<Int>) -> Observable<Int> {
  source
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
}

/// Five `flatMapLatest`s to `just`, as in RxSwift's FlatMapLatest scenarios.
private func flatMapLatests(_ source: Observable<Int>) -> Observable<Int> {
  source
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
}

/// The scenarios of RxSwift's benchmark suite (its combineLatest ones with three sources
/// nested eight deep), plus a relay→scan→distinctUntilChanged pipeline.
func rxScenarios() -> [RxScenario] {
  [
    RxScenario(name: "PublishSubjectPumping", events: iterations * 100) {
      var sum = 0
      let subject = PublishSubject<Int>()
      let subscription = subject.subscribe(onNext: { sum += $0 })
      for _ in 0..<iterations * 100 { subject.on(.next(1)) }
      subscription.dispose()
      check(sum == iterations * 100, "PublishSubjectPumping sum \(sum)")
    },
    RxScenario(name: "PublishSubjectPumpingTwoSubscriptions", events: iterations * 100) {
      var sum = 0
      let subject = PublishSubject<Int>()
      let first = subject.subscribe(onNext: { sum += $0 })
      let second = subject.subscribe(onNext: { sum += $0 })
      for _ in 0..<iterations * 100 { subject.on(.next(1)) }
      first.dispose()
      second.dispose()
      check(sum == iterations * 200, "PublishSubjectPumpingTwoSubscriptions sum \(sum)")
    },
    RxScenario(name: "PublishSubjectCreating", events: iterations * 10) {
      var sum = 0
      for _ in 0..<iterations * 10 {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { sum += $0 })
        subject.on(.next(1))
        subscription.dispose()
      }
      check(sum == iterations * 10, "PublishSubjectCreating sum \(sum)")
    },
    RxScenario(name: "MapFilterPumping", events: iterations * 10) {
      var sum = 0
      let subscription = mapFilter(ones(iterations * 10)).subscribe(onNext: { sum += $0 })
      subscription.dispose()
      check(sum == iterations * 10, "MapFilterPumping sum \(sum)")
    },
    RxScenario(name: "MapFilterCreating", events: iterations) {
      var sum = 0
      for _ in 0..<iterations {
        let subscription = mapFilter(ones(1)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
      }
      check(sum == iterations, "MapFilterCreating sum \(sum)")
    },
    RxScenario(name: "MapFilterDriverPumping", events: iterations * 10) {
      var sum = 0
      let subscription = driverMapFilter(ones(iterations * 10)).drive(onNext: { sum += $0 })
      subscription.dispose()
      check(sum == iterations * 10, "MapFilterDriverPumping sum \(sum)")
    },
    RxScenario(name: "FlatMapsPumping", events: iterations * 10) {
      var sum = 0
      let subscription = flatMaps(ones(iterations * 10)).subscribe(onNext: { sum += $0 })
      subscription.dispose()
      check(sum == iterations * 10, "FlatMapsPumping sum \(sum)")
    },
    RxScenario(name: "FlatMapLatestPumping", events: iterations * 10) {
      var sum = 0
      let subscription = flatMapLatests(ones(iterations * 10)).subscribe(onNext: { sum += $0 })
      subscription.dispose()
      check(sum == iterations * 10, "FlatMapLatestPumping sum \(sum)")
    },
    RxScenario(name: "MapFilterDriverCreating", events: iterations) {
      var sum = 0
      for _ in 0..<iterations {
        let subscription = driverMapFilter(ones(1)).drive(onNext: { sum += $0 })
        subscription.dispose()
      }
      check(sum == iterations, "MapFilterDriverCreating sum \(sum)")
    },
    RxScenario(name: "FlatMapsCreating", events: iterations) {
      var sum = 0
      for _ in 0..<iterations {
        let subscription = flatMaps(ones(1)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
      }
      check(sum == iterations, "FlatMapsCreating sum \(sum)")
    },
    RxScenario(name: "FlatMapLatestCreating", events: iterations) {
      var sum = 0
      for _ in 0..<iterations {
        let subscription = flatMapLatests(ones(1)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
      }
      check(sum == iterations, "FlatMapLatestCreating sum \(sum)")
    },
    RxScenario(name: "CombineLatestPumping", events: iterations * 10) {
      var sum = 0
      var last = Observable.combineLatest(
        Observable.just(1), Observable.just(1), ones(iterations * 10)
      ) { value, _, _ in value }
      for _ in 0..<7 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), last) {
          value, _, _ in value
        }
      }
      let subscription = last.subscribe(onNext: { sum += $0 })
      subscription.dispose()
      check(sum == iterations * 10, "CombineLatestPumping sum \(sum)")
    },
    RxScenario(name: "CombineLatestCreating", events: iterations) {
      var sum = 0
      for _ in 0..<iterations {
        var last = Observable.combineLatest(ones(1), Observable.just(1), Observable.just(1)) {
          value, _, _ in value
        }
        for _ in 0..<7 {
          last = Observable.combineLatest(last, Observable.just(1), Observable.just(1)) {
            value, _, _ in value
          }
        }
        let subscription = last.subscribe(onNext: { sum += $0 })
        subscription.dispose()
      }
      check(sum == iterations, "CombineLatestCreating sum \(sum)")
    },
    RxScenario(name: "RelayScanDistinctPumping", events: iterations * 100) {
      var count = 0
      let relay = PublishRelay<Int>()
      let subscription =
        relay
        .scan(0) { total, value in total + value }
        .distinctUntilChanged()
        .subscribe(onNext: { _ in count += 1 })
      for _ in 0..<iterations * 100 { relay.accept(1) }
      subscription.dispose()
      check(count == iterations * 100, "RelayScanDistinctPumping count \(count)")
    },
  ]
}
