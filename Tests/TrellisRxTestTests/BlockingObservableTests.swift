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

  /// The description of what `body` throws, or nil when it returns.
  private func thrown(_ body: () throws -> Int) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func singleWithAPredicate() throws {
    var seen: [Int] = []
    let one = try Observable.of(42, 43, 44, 45).toBlocking().single { value in
      seen.append(value)
      return value == 44
    }
    #expect(one == 44)
    #expect(seen == [42, 43, 44, 45], "one match waits for completion")
    seen = []
    let two = thrown {
      try Observable.of(42, 43, 44, 45).toBlocking().single { value in
        seen.append(value)
        return value >= 43
      }
    }
    #expect(two == "\(RxError.moreThanOneElement)")
    #expect(seen == [42, 43, 44], "a second match ends the wait")
    #expect(
      thrown { try Observable.of(1, 2).toBlocking().single { $0 > 5 } }
        == "\(RxError.noElements)")
    #expect(throws: BlockingTestError.boom) {
      try Observable.of(1, 2).toBlocking().single { _ in throw BlockingTestError.boom }
    }
    #expect(throws: BlockingTestError.boom) {
      try Observable<Int>.error(BlockingTestError.boom).toBlocking().single { _ in true }
    }
  }

  @Test func singleStopsAnEndlessSequenceAtItsSecondElement() throws {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocking-single")
    let endless = thrown {
      try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
        .toBlocking(timeout: 10).single()
    }
    #expect(endless == "\(RxError.moreThanOneElement)")
    let third = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).take(4)
      .toBlocking(timeout: 10).single { $0 == 3 }
    #expect(third == 3)
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
