import Foundation
import Testing
import TrellisRx
import TrellisRxTest

/// The repository-search view model of the seed documents: the search text is throttled
/// (0.3 s), repeats are dropped, each query becomes a request through `flatMapLatest`
/// (retried once), and the result is a `Driver` that shows nothing on failure.
private struct SeedSearchViewModel {
  let data: Driver<[String]>

  init(searchText: Observable<String>, api: SeedSearchAPI, scheduler: SchedulerType) {
    data =
      searchText
      .throttle(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { api.repositories(of: $0) }
      .asDriver(onErrorJustReturn: [])
  }
}

/// The seed's GitHub API, answered by cold test observables so each request's
/// subscription (and its cancellation) is recorded.
private final class SeedSearchAPI {
  let scheduler: TestScheduler
  private(set) var requests: [String: TestableObservable<[String]>] = [:]
  var failures: Set<String> = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func repositories(of user: String) -> Observable<[String]> {
    guard !user.isEmpty else { return .just([]) }
    let response: TestableObservable<[String]> =
      failures.contains(user)
      ? scheduler.createColdObservable([.error(50, TestError.boom)])
      : scheduler.createColdObservable([.next(50, ["\(user)/one", "\(user)/two"]), .completed(50)])
    requests[user] = response
    return response.asObservable().retry(1)
  }
}

@Suite struct SearchSeedTests {
  @Test func throttlesTypingAndShowsTheLatestAnswer() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let text = scheduler.createHotObservable([
        .next(300, "d"), .next(350, "de"), .next(400, "dev"), .next(1_000, "dev"),
      ])
      let api = SeedSearchAPI(scheduler: scheduler)
      let viewModel = SeedSearchViewModel(
        searchText: text.asObservable(), api: api, scheduler: scheduler)

      let res = scheduler.start { viewModel.data }

      // "d" goes at once; "de" is swallowed by the throttle window, "dev" comes at its end
      // (600); the repeated "dev" at 1000 is dropped by distinctUntilChanged.
      #expect(
        res.events == [.next(351, ["d/one", "d/two"]), .next(651, ["dev/one", "dev/two"])])
      #expect(Set(api.requests.keys) == ["d", "dev"])
    }
  }

  @Test func aNewQueryCancelsTheRequestInFlight() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let text = scheduler.createHotObservable([.next(300, "slow"), .next(620, "fast")])
      let api = SeedSearchAPI(scheduler: scheduler)
      let viewModel = SeedSearchViewModel(
        searchText: text.asObservable(), api: api, scheduler: scheduler)

      let res = scheduler.start { viewModel.data }

      // Both requests answer 50 ms after they start; "slow" started at 300 and answered at
      // 350, "fast" at 620 and 670.
      #expect(
        res.events == [
          .next(351, ["slow/one", "slow/two"]), .next(671, ["fast/one", "fast/two"]),
        ]
      )
      #expect(api.requests["slow"]?.subscriptions == [Subscription(300, 350)])
      #expect(api.requests["fast"]?.subscriptions == [Subscription(620, 670)])
    }
  }

  @Test func aSupersededSlowRequestIsDisposedBeforeItAnswers() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let text = scheduler.createHotObservable([.next(300, "a"), .next(610, "b")])
      let slow = scheduler.createColdObservable([.next(500, ["late"]), .completed(500)])
      let quick = scheduler.createColdObservable([.next(10, ["quick"]), .completed(10)])
      let data =
        text.asObservable()
        .throttle(.milliseconds(300), scheduler: scheduler)
        .distinctUntilChanged()
        .flatMapLatest { $0 == "a" ? slow.asObservable() : quick.asObservable() }
        .asDriver(onErrorJustReturn: [])

      let res = scheduler.start { data }

      #expect(res.events == [.next(621, ["quick"])])
      #expect(slow.subscriptions == [Subscription(300, 610)])
    }
  }

  @Test func aFailingRequestShowsNothingAndEndsTheDriver() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let text = scheduler.createHotObservable([.next(300, "gone"), .next(700, "ok")])
      let api = SeedSearchAPI(scheduler: scheduler)
      api.failures = ["gone"]
      let viewModel = SeedSearchViewModel(
        searchText: text.asObservable(), api: api, scheduler: scheduler)

      let res = scheduler.start { viewModel.data }

      // As in RxSwift, the seed's retry(1) allows one attempt in all, so the request is
      // made once; its error becomes [] and ends the Driver, as onErrorJustReturn does.
      #expect(res.events == [.next(351, []), .completed(351)])
      #expect(api.requests["gone"]?.subscriptions == [Subscription(300, 350)])
      #expect(api.requests["ok"] == nil)
    }
  }
}
