import Testing

@testable import TrellisRxTest

private enum SampleError: Error {
  case first
  case second
}

@Suite struct EventEquatableTests {
  @Test func maybeEventsCompareCasesElementsAndErrors() {
    #expect(MaybeEvent.success(1) == .success(1))
    #expect(MaybeEvent.success(1) != .success(2))
    #expect(MaybeEvent<Int>.completed == .completed)
    #expect(MaybeEvent<Int>.error(SampleError.first) == .error(SampleError.first))
    #expect(MaybeEvent<Int>.error(SampleError.first) != .error(SampleError.second))
    #expect(MaybeEvent.success(1) != .completed)
  }

  @Test func completableEventsCompareCasesAndErrors() {
    #expect(CompletableEvent.completed == .completed)
    #expect(CompletableEvent.error(SampleError.first) == .error(SampleError.first))
    #expect(CompletableEvent.error(SampleError.first) != .error(SampleError.second))
    #expect(CompletableEvent.error(SampleError.first) != .completed)
  }

  @Test func singleEventsMatchLikeTheOthers() {
    #expect(singleEventsMatch(SingleEvent.success(1), .success(1)))
    #expect(!singleEventsMatch(SingleEvent.success(1), .success(2)))
    #expect(
      singleEventsMatch(SingleEvent<Int>.failure(SampleError.first), .failure(SampleError.first)))
    #expect(!singleEventsMatch(SingleEvent<Int>.failure(SampleError.first), .success(1)))
  }

  @Test func differencesNameEveryMismatchedIndex() {
    #expect(sequenceDifferences([1, 2, 3], [1, 2, 3], by: ==).isEmpty)
    #expect(
      sequenceDifferences([1, 5, 3], [1, 2], by: ==) == [
        "[1]: 5 is not 2", "[2]: 3 is not nothing",
      ])
  }
}
