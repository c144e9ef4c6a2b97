import Testing
import TrellisRx
import TrellisRxTest

// The view model and test shown in README.md, kept here so they compile and pass.

struct RepoSearchViewModel {
  struct Input {
    let query: Observable<String>
  }

  struct Output {
    let repositories: Driver<[String]>
  }

  let search: (String) -> Observable<[String]>
  let scheduler: SchedulerType

  func transform(_ input: Input) -> Output {
    let repositories = input.query
      .throttle(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { query in
        query.isEmpty ? .just([]) : search(query).catchAndReturn([])
      }
      .asDriver(onErrorJustReturn: [])
    return Output(repositories: repositories)
  }
}

@Suite struct ReadmeExampleTests {
  @Test func searchesTheLatestQueryOnly() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let query = scheduler.createHotObservable([
        .next(300, "rx"), .next(400, "rxs"), .next(500, "rxswift"), .next(1_000, "rxswift"),
      ])
      let viewModel = RepoSearchViewModel(
        search: { text in .just(["\(text)/one", "\(text)/two"]) }, scheduler: scheduler)
      let output = viewModel.transform(.init(query: query.asObservable()))

      let result = scheduler.start { output.repositories }

      #expect(
        result.events == [
          .next(301, ["rx/one", "rx/two"]),
          .next(601, ["rxswift/one", "rxswift/two"]),
        ])
    }
  }

  @Test func aFailedSearchShowsNothingAndTheNextOneStillRuns() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let query = scheduler.createHotObservable([.next(300, "bad"), .next(700, "good")])
      let viewModel = RepoSearchViewModel(
        search: { text in text == "bad" ? .error(TestError.boom) : .just([text]) },
        scheduler: scheduler)
      let output = viewModel.transform(.init(query: query.asObservable()))

      let result = scheduler.start { output.repositories }

      #expect(result.events == [.next(301, []), .next(701, ["good"])])
    }
  }
}
