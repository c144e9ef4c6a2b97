import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ControlPropertyTests {
  @Test func readsValuesAndWritesThroughTheSink() {
    let values = BehaviorSubject<String?>(value: "a")
    let written = TraitsTestBox<[String?]>([])
    let property = ControlProperty<String?>(
      values: values,
      valueSink: AnyObserver { event in
        if let value = event.element { written.value.append(value) }
      })
    let read = TraitsTestBox<[String?]>([])
    let subscription = property.subscribe(onNext: { read.value.append($0) })
    #expect(TraitsTestSupport.pumpMainQueue(until: { read.value.count == 1 }))
    values.onNext(nil)
    property.onNext("b")
    property.on(.completed)
    subscription.dispose()
    #expect(TraitsTestSupport.pumpMainQueue(until: { !values.hasObservers }))
    values.onNext("c")
    #expect(read.value == ["a", nil])
    #expect(written.value == ["b"])
    #expect(property.asControlProperty().asObservable() === property.asObservable())
  }

  @Test func orEmptyReadsNilAsEmptyString() {
    let values = BehaviorSubject<String?>(value: "x")
    let written = TraitsTestBox<[String?]>([])
    let property = ControlProperty<String?>(
      values: values,
      valueSink: AnyObserver { event in
        if let value = event.element { written.value.append(value) }
      })
    let read = TraitsTestBox<[String]>([])
    let subscription = property.orEmpty.subscribe(onNext: { read.value.append($0) })
    #expect(TraitsTestSupport.pumpMainQueue(until: { read.value.count == 1 }))
    values.onNext(nil)
    property.orEmpty.onNext("typed")
    #expect(read.value == ["x", ""])
    #expect(written.value == ["typed"])
    subscription.dispose()
  }

  @Test func changedSkipsTheInitialValue() {
    let values = BehaviorSubject(value: 1)
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let changes = TraitsTestBox<[Int]>([])
    let subscription = property.changed.subscribe(onNext: { changes.value.append($0) })
    #expect(TraitsTestSupport.pumpMainQueue(until: { values.hasObservers }))
    values.onNext(2)
    values.onNext(3)
    #expect(changes.value == [2, 3])
    subscription.dispose()
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
