import Testing
import TrellisRxTest

@testable import TrellisRx

@Suite struct ObservableConcurrencyTests {
  @Test func valuesYieldsElementsThenEnds() async throws {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    var got: [Int] = []
    for try await value in source.values {
      got.append(value)
    }
    #expect(got == [1, 2])
  }

  @Test func valuesThrowsTheError() async {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError.boom)
      return Disposables.create()
    }
    var got: [Int] = []
    await #expect(throws: TestError.boom) {
      for try await value in source.values {
        got.append(value)
      }
    }
    #expect(got == [1])
  }

  @Test func cancellingTheConsumerDisposesTheSubscription() async {
    let disposed = TraitsTestBox(false)
    let subject = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in
      let subscription = subject.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        disposed.value = true
      }
    }
    let received = TraitsTestBox<[Int]>([])
    let consumer = Task {
      for try await value in source.values {
        received.value.append(value)
      }
    }
    #expect(await TraitsTestSupport.wait(until: { subject.hasObservers }))
    subject.onNext(1)
    #expect(await TraitsTestSupport.wait(until: { received.value == [1] }))
    consumer.cancel()
    #expect(await TraitsTestSupport.wait(until: { disposed.value }))
    #expect(!subject.hasObservers)
  }

  @Test func asyncSequenceAsObservableEmitsAndCompletes() async throws {
    let stream = AsyncStream<Int> { continuation in
      continuation.yield(1)
      continuation.yield(2)
      continuation.finish()
    }
    let values = try await stream.asObservable().toArray().value
    #expect(values == [1, 2])
  }

  @Test func asyncSequenceErrorBecomesAnError() async {
    let stream = AsyncThrowingStream<Int, Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: TestError.other)
    }
    await #expect(throws: TestError.other) {
      _ = try await stream.asObservable().toArray().value
    }
  }

  @Test func disposingTheSubscriptionCancelsTheIteratingTask() async {
    let terminated = TraitsTestBox(false)
    let started = TraitsTestBox(false)
    let stream = AsyncStream<Int> { continuation in
      continuation.onTermination = { _ in terminated.value = true }
      started.value = true
    }
    let events = TraitsTestBox<[String]>([])
    let subscription = stream.asObservable().subscribe(
      onNext: { events.value.append("next \($0)") },
      onCompleted: { events.value.append("completed") },
      onDisposed: { events.value.append("disposed") })
    #expect(await TraitsTestSupport.wait(until: { started.value }))
    subscription.dispose()
    #expect(await TraitsTestSupport.wait(until: { terminated.value }))
    #expect(events.value == ["disposed"])
  }

  @Test func asyncCreateEmitsWhatWorkSends() async throws {
    let source = Observable<Int>.create { observer in
      observer(1)
      await Task.yield()
      observer(2)
    }
    let values = try await source.toArray().value
    #expect(values == [1, 2])
    let failing = Observable<Int>.create { observer in
      observer(1)
      throw TestError.boom
    }
    await #expect(throws: TestError.boom) { _ = try await failing.toArray().value }
  }

  @Test func disposingAnAsyncCreateCancelsItsTask() async {
    let sawCancellation = TraitsTestBox(false)
    let running = TraitsTestBox(false)
    let source = Observable<Int>.create(detached: true) { _ in
      running.value = true
      while !Task.isCancelled {
        await Task.yield()
      }
      sawCancellation.value = true
    }
    let subscription = source.subscribe()
    #expect(await TraitsTestSupport.wait(until: { running.value }))
    subscription.dispose()
    #expect(await TraitsTestSupport.wait(until: { sawCancellation.value }))
  }

  @Test func infallibleAndSharedSequenceValues() async {
    var got: [Int] = []
    for await value in Infallible.just(3).values {
      got.append(value)
    }
    let scheduler = TestScheduler(initialClock: 0)
    let sequence = SharedSequence<SharedSequenceTestsStrategy, Int>(
      raw: Observable.just(4, scheduler: scheduler))
    let stream = sequence.values
    scheduler.start()
    for await value in stream {
      got.append(value)
    }
    #expect(got == [3, 4])
  }

  @Test func infallibleValuesCancellationDisposes() async {
    let disposed = TraitsTestBox(false)
    let infallible = Infallible<Int>.create { _ in Disposables.create { disposed.value = true } }
    let consumer = Task {
      for await _ in infallible.values {}
    }
    try? await Task.sleep(nanoseconds: 10_000_000)
    consumer.cancel()
    #expect(await TraitsTestSupport.wait(until: { disposed.value }))
  }
}
