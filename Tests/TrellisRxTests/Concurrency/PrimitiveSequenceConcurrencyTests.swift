import Testing
import TrellisRx
import TrellisRxTest

@Suite struct PrimitiveSequenceConcurrencyTests {
  @Test func singleValueReturnsOrThrows() async throws {
    #expect(try await Single.just(5).value == 5)
    await #expect(throws: TestError.boom) { _ = try await Single<Int>.error(TestError.boom).value }
  }

  @Test func maybeValueIsNilWhenEmpty() async throws {
    #expect(try await Maybe.just(5).value == 5)
    #expect(try await Maybe<Int>.empty().value == nil)
    await #expect(throws: TestError.other) { _ = try await Maybe<Int>.error(TestError.other).value }
  }

  @Test func completableValueReturnsOrThrows() async throws {
    try await Completable.empty().value
    await #expect(throws: TestError.boom) { try await Completable.error(TestError.boom).value }
  }

  @Test func cancellingTheAwaitingTaskDisposesAndThrowsCancellation() async {
    let disposed = TraitsTestBox(false)
    let subscribed = TraitsTestBox(false)
    let single = Single<Int>.create { _ in
      subscribed.value = true
      return Disposables.create { disposed.value = true }
    }
    let waiter = Task { try await single.value }
    #expect(await TraitsTestSupport.wait(until: { subscribed.value }))
    waiter.cancel()
    await #expect(throws: CancellationError.self) { _ = try await waiter.value }
    #expect(disposed.value)

    let maybeWaiter = Task { try await Maybe<Int>.never().value }
    maybeWaiter.cancel()
    await #expect(throws: CancellationError.self) { _ = try await maybeWaiter.value }
    let completableWaiter = Task { try await Completable.never().value }
    completableWaiter.cancel()
    await #expect(throws: CancellationError.self) { try await completableWaiter.value }
  }

  @Test func asyncSingleCreateSucceedsOrFails() async throws {
    let single = Single<Int>.create {
      await Task.yield()
      return 9
    }
    #expect(try await single.value == 9)
    let failing = Single<Int>.create { () async throws -> Int in throw TestError.other }
    await #expect(throws: TestError.other) { _ = try await failing.value }
  }

  @Test func disposingAnAsyncSingleCancelsItsTask() async {
    let running = TraitsTestBox(false)
    let sawCancellation = TraitsTestBox(false)
    let results = TraitsTestBox<[String]>([])
    let single = Single<Int>.create(priority: .medium) {
      running.value = true
      while !Task.isCancelled {
        await Task.yield()
      }
      sawCancellation.value = true
      return 1
    }
    let subscription = single.subscribe(
      onSuccess: { results.value.append("success \($0)") },
      onFailure: { results.value.append("failure \($0)") })
    #expect(await TraitsTestSupport.wait(until: { running.value }))
    subscription.dispose()
    #expect(await TraitsTestSupport.wait(until: { sawCancellation.value }))
    try? await Task.sleep(nanoseconds: 10_000_000)
    #expect(results.value == [])
  }
}
