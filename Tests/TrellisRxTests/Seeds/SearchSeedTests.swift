import Foundation
import Testing
import TrellisRx
import TrellisRxTest

/// The repository-search view model of the seed documents, reduced to what exists today:
/// the search text goes through `distinctUntilChanged()`, blank queries are dropped, and each
/// remaining query becomes a request. The seed throttles the text (0.3 s) and uses
/// `flatMapLatest` for the request; both join this view model once those operators merge.
private struct RepoSearchViewModel {
  let repositories: Observable<[String]>

  init(searchText: Observable<String>, api: RepoSearchAPI) {
    repositories =
      searchText
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .distinctUntilChanged()
      .filter { !$0.isEmpty }
      .map { api.repositories(of: $0) }
  }
}

/// A fake of the seed's GitHub API that counts its requests.
private final class RepoSearchAPI {
  private(set) var requests: [String] = []

  func repositories(of user: String) -> [String] {
    requests.append(user)
    return ["\(user)/one", "\(user)/two"]
  }
}

@Suite struct SearchSeedTests {
  @Test func repeatedAndBlankQueriesMakeNoRequest() {
    let scheduler = TestScheduler(initialClock: 0)
    let text = scheduler.createHotObservable([
      .next(210, "r"), .next(220, "rx"), .next(230, "rx "), .next(240, "rx"), .next(250, ""),
      .next(260, "  "), .next(270, "ada"), .next(280, "ada"), .completed(300),
    ])
    let api = RepoSearchAPI()
    let res = scheduler.start {
      RepoSearchViewModel(searchText: text.asObservable(), api: api).repositories
    }
    #expect(
      res.events == [
        .next(210, ["r/one", "r/two"]), .next(220, ["rx/one", "rx/two"]),
        .next(270, ["ada/one", "ada/two"]), .completed(300),
      ])
    #expect(api.requests == ["r", "rx", "ada"])
    #expect(text.subscriptions == [Subscription(200, 300)])
  }

  @Test func leavingTheScreenStopsTheRequests() {
    let scheduler = TestScheduler(initialClock: 0)
    let text = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(400, "c")])
    let api = RepoSearchAPI()
    let res = scheduler.start(disposed: 300) {
      RepoSearchViewModel(searchText: text.asObservable(), api: api).repositories
    }
    #expect(res.events == [.next(210, ["a/one", "a/two"]), .next(220, ["b/one", "b/two"])])
    #expect(api.requests == ["a", "b"])
    #expect(text.subscriptions == [Subscription(200, 300)])
  }

  @Test func aRelayDrivesTheSearch() {
    let searchText = BehaviorRelay(value: "")
    let api = RepoSearchAPI()
    var shown: [[String]] = []
    let bag = DisposeBag()
    RepoSearchViewModel(searchText: searchText.asObservable(), api: api).repositories
      .subscribe(onNext: { shown.append($0) })
      .disposed(by: bag)
    for text in ["g", "gi", "gi", "git", "", "git"] { searchText.accept(text) }
    #expect(api.requests == ["g", "gi", "git", "git"])
    #expect(shown.count == 4)
    #expect(shown.last == ["git/one", "git/two"])
  }
}
