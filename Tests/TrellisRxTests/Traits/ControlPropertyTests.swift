import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ControlPropertyTests {
  @Test func readsValuesAndWritesThroughTheSink() {
    let values = BehaviorSubject<String?>(value: "a")
    var written: [String?] = []
    let property = ControlProperty<String?>(
      values: values,
      valueSink: AnyObserver { event in if let value = event.element { written.append(value) } })
    var read: [String?] = []
    let subscription = property.subscribe(onNext: { read.append($0) })
    values.onNext(nil)
    property.onNext("b")
    property.on(.completed)
    subscription.dispose()
    values.onNext("c")
    #expect(read == ["a", nil])
    #expect(written == ["b"])
    #expect(property.asControlProperty().asObservable() === property.asObservable())
  }

  @Test func orEmptyReadsNilAsEmptyString() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "x" as String?), .next(220, nil), .completed(300),
    ])
    var written: [String?] = []
    let property = ControlProperty<String?>(
      values: xs,
      valueSink: AnyObserver { event in if let value = event.element { written.append(value) } })
    let res = scheduler.start { property.orEmpty.asObservable() }
    #expect(res.events == [.next(210, "x"), .next(220, ""), .completed(300)])
    property.orEmpty.onNext("typed")
    #expect(written == ["typed"])
  }

  @Test func anErrorTrapsInDebugBuilds() async {
    #if DEBUG
      await #expect(processExitsWith: .failure) {
        let property = ControlProperty<Int>(
          values: Observable<Int>.never(), valueSink: AnyObserver { _ in })
        property.onError(RxError.unknown)
      }
    #endif
  }
}
