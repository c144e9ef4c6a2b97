import Dispatch
import Testing
import TrellisRxTest

@Suite struct BlockingObservableTests {
  @Test func toArrayWaitsForCompletionFromAnotherThread() throws {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocking-test")
    let values = try Observable.from([1, 2, 3], scheduler: scheduler).toBlocking().toArray()
    #expect(values == [1, 2, 3])
  }

  @Test func firstLastAndSingle() throws {
    #expect(try Observable.of(4, 5, 6).toBlocking().first() == 4)
    #expect(try Observable.of(4, 5, 6).toBlocking().last() == 6)
    #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    #expect(try Observable.just(9).toBlocking().single() == 9)
    #expect(throws: RxError.self) { try Observable.of(1, 2).toBlocking().single() }
    #expect(throws: RxError.self) { try Observable<Int>.empty().toBlocking().single() }
  }

  @Test func errorsAreThrownAndMaterialized() {
    let failing = Observable.concat(Observable.of(1, 2), Observable.error(BlockingTestError.boom))
    #expect(throws: BlockingTestError.boom) { try failing.toBlocking().toArray() }
    guard case .failed(let elements, let error) = failing.toBlocking().materialize() else {
      Issue.record("expected a failure")
      return
    }
    #expect(elements == [1, 2])
    #expect(error as? BlockingTestError == .boom)
  }

  @Test func aTimeoutEndsTheWaitWithTimeoutError() {
    let start = DispatchTime.now()
    #expect(throws: RxError.self) {
      try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()
    }
    #expect(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= 50_000_000)
  }
}

private enum BlockingTestError: Error, Equatable {
  case boom
}
