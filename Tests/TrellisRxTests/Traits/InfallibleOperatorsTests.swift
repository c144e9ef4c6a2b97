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
