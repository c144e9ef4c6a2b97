import Foundation
import Trellis
import TrellisRxTest

@testable import PhotoGallery

/// A feed played in virtual time: each page answers with the cold events scripted for
/// `query:page`, so a test sees exactly when each request was subscribed and disposed. (The
/// real feeds run in LocalPhotoFeedTests, on folders the tests fill, and in the screen
/// tests, against a FixtureServer.)
final class ScriptedFeed: PhotoFeed {
  struct Passing: Error {}

  let scheduler: TestScheduler
  let name: String
  /// Events per `query:page`; a page without a script answers after 10 ms with two photos
  /// and more to come until page 3.
  var scripts: [String: [Recorded<Event<PhotoPage>>]] = [:]
  /// Every page asked for: its key and the observable it answered with.
  private(set) var requests: [(key: String, observable: TestableObservable<PhotoPage>)] = []

  init(scheduler: TestScheduler, name: String = "feed") {
    self.scheduler = scheduler
    self.name = name
  }

  /// Page `number` with `count` photos named `<name>-<page>-<n>`.
  func page(_ number: Int, count: Int = 2, hasMore: Bool = true, query: String = "") -> PhotoPage {
    PhotoPage(
      photos: (0..<count).map { index in
        Photo(
          id: "\(name)-\(number)-\(index)", title: "Photo \(number).\(index)",
          images: PhotoImageURLs(
            raw: URL(string: "https://images.example/\(number)/\(index)"),
            resizing: .queryParameters))
      }, page: number, perPage: count, query: query, hasMore: hasMore)
  }

  /// Each subscription is a new request (as with the real feeds, which send when
  /// subscribed), recorded with its own cold observable.
  func page(_ number: Int, query: String) -> Single<PhotoPage> {
    Single.deferred { [self] in
      let key = "\(query):\(number)"
      let events =
        scripts[key] ?? [
          .next(10, page(number, hasMore: number < 3, query: query)), .completed(10),
        ]
      let observable = scheduler.createColdObservable(events)
      requests.append((key, observable))
      return observable.asObservable().asSingle()
    }
  }

  func isTransient(_ error: Error) -> Bool { error is Passing }

  /// What the first page's wait is for; nil for the usual words.
  var note: String?

  func loadingNote() -> Single<String?> { .just(note) }
}
