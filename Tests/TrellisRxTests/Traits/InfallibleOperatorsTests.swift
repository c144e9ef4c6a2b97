import Testing
import TrellisRx
import TrellisRxTest

@Suite struct InfallibleOperatorsTests {
  @Test func asInfallibleVariants() {
    var log: [String] = []
    let failing = Observable<Int>.error(TestError.boom)
    _ = failing.asInfallible(onErrorJustReturn: 1).subscribe(onNext: { log.append("just \($0)") })
    _ = failing.asInfallible(onErrorFallbackTo: .just(2)).subscribe(onNext: {
      log.append("fallback \($0)")
    })
    let recovered = failing.asInfallible(onErrorRecover: { error in
      .just(error as? TestError == .boom ? 3 : 0)
    })
    _ = recovered.subscribe(
      onNext: { log.append("recover \($0)") }, onCompleted: { log.append("completed") })
    #expect(log == ["just 1", "fallback 2", "recover 3", "completed"])
  }

  @Test func transformingOperators() {
    var log: [String] = []
    _ = Infallible<Int>.create { observer in
      for value in [1, 1, 2, 3] { observer(.next(value)) }
      observer(.completed)
      return Disposables.create()
    }
    .distinctUntilChanged()
    .compactMap { $0 == 2 ? nil : $0 }
    .startWith(0)
    .scan(0, accumulator: +)
    .flatMap { Infallible.just("\($0)") }
    .subscribe(onNext: { log.append($0) })
    #expect(log == ["0", "1", "4"])
  }

  @Test func controlEventAsInfallible() {
    var got: [Int] = []
    let subject = PublishSubject<Int>()
    _ = ControlEvent(events: subject).asInfallible().subscribe(onNext: { got.append($0) })
    #expect(TraitsTestSupport.pumpMainQueue(until: { subject.hasObservers }))
    subject.onNext(4)
    #expect(got == [4])
  }
}

@Suite struct InfallibleBindTests {
  @Test func bindSendsToObserversAndClosures() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let optionalObserver = scheduler.createObserver(Int?.self)
    _ = Infallible.just(1).bind(to: observer)
    _ = Infallible.just(2).bind(to: optionalObserver)
    var values: [Int] = []
    _ = Infallible.just(3).bind(onNext: { values.append($0) })
    let viaBinder = Infallible.just(4).bind(to: { infallible in
      infallible.subscribe(onNext: { values.append($0) })
    })
    let curried = Infallible.just(5).bind(
      to: { infallible in { (offset: Int) in infallible.map { $0 + offset } } }, curriedArgument: 1)
    _ = curried.subscribe(onNext: { values.append($0) })
    viaBinder.dispose()
    #expect(observer.events == [.next(0, 1), .completed(0)])
    #expect(optionalObserver.events == [.next(0, 2), .completed(0)])
    #expect(values == [3, 4, 6])
  }

  @Test func flatMapLatestFirstAndScanInto() {
    var log: [String] = []
    let source = PublishSubject<Int>()
    let infallible = source.asInfallible(onErrorJustReturn: -1)
    let inner = PublishSubject<String>()
    _ = infallible.flatMapLatest { value in
      inner.map { "\(value)\($0)" }.asInfallible(onErrorJustReturn: "")
    }
    .subscribe(onNext: { log.append("latest \($0)") })
    _ = infallible.flatMapFirst { value in
      inner.map { "\(value)\($0)" }.asInfallible(onErrorJustReturn: "")
    }
    .subscribe(onNext: { log.append("first \($0)") })
    _ = infallible.scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: {
      log.append("scan \($0)")
    })
    source.onNext(1)
    source.onNext(2)
    inner.onNext("a")
    #expect(log == ["scan [1]", "scan [1, 2]", "first 1a", "latest 2a"])
  }
}
