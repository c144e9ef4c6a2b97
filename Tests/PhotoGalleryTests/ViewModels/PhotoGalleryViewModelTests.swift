import Foundation
import Testing
import Trellis
import TrellisImages
import TrellisRxTest

@testable import PhotoGallery

/// The gallery's view model in virtual time (a tick is a millisecond): the seed's paging
/// by `scrollEnded`, the throttled query, the source switch, errors and retries, and the
/// requests a newer one supersedes.
@Suite struct PhotoGalleryViewModelTests {
  struct Run {
    let states: TestableObserver<PhotoGalleryState>
    let navigation: TestableObserver<String>
    let sourceChanges: TestableObserver<PhotoSource>
    let unsplash: ScriptedFeed
    let local: ScriptedFeed

    /// `time: source "query" phase count footer`, one line per state.
    var timeline: [String] {
      states.events.compactMap { recorded in
        guard case .next(let state) = recorded.value else { return nil }
        return
          "\(recorded.time): \(state.source.rawValue) \"\(state.query)\" \(state.phase) \(state.photos.count)"
      }
    }

    var last: PhotoGalleryState? {
      states.events.last.flatMap {
        if case .next(let state) = $0.value { return state } else { return nil }
      }
    }
  }

  func run(
    source: PhotoSource = .unsplash, query: [Recorded<Event<String>>] = [],
    toggle: [Recorded<Event<Void>>] = [], scrollEnded: [Recorded<Event<Void>>] = [],
    retry: [Recorded<Event<Void>>] = [], selection: [Recorded<Event<Int>>] = [],
    until end: Int = 5_000, script: (ScriptedFeed) -> Void = { _ in }
  ) -> Run {
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let unsplash = ScriptedFeed(scheduler: scheduler, name: "u")
    let local = ScriptedFeed(scheduler: scheduler, name: "l")
    script(unsplash)
    var result: Run?
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = PhotoGalleryViewModel(
        feeds: { $0 == .unsplash ? unsplash : local },
        thumbnails: PhotoThumbnails(pipeline: ImagePipeline(http: nil)), query: "",
        source: source, scheduler: scheduler)
      let output = viewModel.transform(
        .init(
          query: scheduler.createHotObservable(query).asObservable(),
          toggleSource: scheduler.createHotObservable(toggle).asObservable(),
          scrollEnded: scheduler.createHotObservable(scrollEnded).asObservable(),
          retry: scheduler.createHotObservable(retry).asObservable(),
          selection: scheduler.createHotObservable(selection).asObservable()))
      let run = Run(
        states: scheduler.createObserver(PhotoGalleryState.self),
        navigation: scheduler.createObserver(String.self),
        sourceChanges: scheduler.createObserver(PhotoSource.self), unsplash: unsplash, local: local)
      let bag = DisposeBag()
      output.state.drive(run.states).disposed(by: bag)
      output.navigation.map(\.description).emit(to: run.navigation).disposed(by: bag)
      output.sourceChanges.emit(to: run.sourceChanges).disposed(by: bag)
      scheduler.advanceTo(end)
      result = run
    }
    return result!
  }

  @Test func theFirstPageLoadsAtOnceAndScrollEndedAsksForTheNext() {
    let run = run(scrollEnded: [.next(100, ()), .next(105, ()), .next(300, ()), .next(400, ())])
    #expect(
      run.timeline == [
        "0: unsplash \"\" loading 0", "10: unsplash \"\" loaded 2",
        "100: unsplash \"\" loadingMore 2", "110: unsplash \"\" loaded 4",
        "300: unsplash \"\" loadingMore 4", "310: unsplash \"\" loaded 6",
      ])
    // 105 came while page 2 was loading, 400 after the last page: neither asked.
    #expect(run.unsplash.requests.map(\.key) == [":1", ":2", ":3"])
    #expect(run.last?.footer == "End of the gallery: 6 photos.")
    #expect(run.last?.nextPage == nil)
  }

  @Test func theQueryIsThrottledAndANewOneCancelsTheOldRequest() {
    let run = run(
      query: [.next(1_000, "c"), .next(1_050, "ca"), .next(1_100, "cat"), .next(2_000, "cat")]
    ) { feed in
      feed.scripts["cat:1"] = [.next(500, feed.page(1, query: "cat")), .completed(500)]
      feed.scripts["ca:1"] = [.next(500, feed.page(1, query: "ca")), .completed(500)]
    }
    let keys = run.unsplash.requests.map(\.key)
    #expect(keys == [":1", "c:1", "ca:1", "cat:1"] || keys == [":1", "c:1", "cat:1"])
    // Every superseded request was disposed before it answered.
    for request in run.unsplash.requests.dropFirst().dropLast() {
      #expect(request.observable.subscriptions.first?.unsubscribe ?? .max < 1_900)
    }
    #expect(run.last?.query == "cat" && run.last?.phase == .loaded)
  }

  @Test func aFailedFirstPageSaysWhyAndRRetries() {
    let run = run(retry: [.next(50, ()), .next(200, ())]) { feed in
      feed.scripts[":1"] = [.error(10, UnsplashError.unauthorized(message: "bad key"))]
    }
    let failed = run.states.events.compactMap { event -> PhotoGalleryState? in
      if case .next(let state) = event.value, case .failed = state.phase { return state }
      return nil
    }
    #expect(failed.first?.message.contains("Press ctrl-r to try again.") == true)
    #expect(run.unsplash.requests.count == 3)  // The first try and two retries.
  }

  @Test func aTransientErrorIsRetriedOnceAtOnce() {
    let run = run { feed in
      feed.scripts[":1"] = [.error(10, ScriptedFeed.Passing())]
    }
    #expect(run.unsplash.requests.count == 2)
    #expect(
      run.last.map { if case .failed = $0.phase { return true } else { return false } } == true)
  }

  @Test func aFailedNextPageKeepsThePhotosAndRetriesThatPage() {
    let run = run(scrollEnded: [.next(100, ())], retry: [.next(300, ())]) { feed in
      feed.scripts[":2"] = [.error(10, UnsplashError.serverTrouble(status: 500))]
    }
    let keys = run.unsplash.requests.map(\.key)
    #expect(keys.filter { $0 == ":2" }.count == 2)  // Asked, then asked again on r.
    #expect(run.last?.photos.count == 2)
    #expect(run.last?.footer.contains("Press ctrl-r to try again.") == true)
    #expect(run.last?.message == "")
  }

  @Test func switchingTheSourceDisposesTheOldFeedsRequestAndRemembersTheSource() {
    let run = run(toggle: [.next(5, ())])
    #expect(run.unsplash.requests.first?.observable.subscriptions.first?.unsubscribe == 5)
    #expect(run.local.requests.map(\.key) == [":1"])
    #expect(run.last?.source == .local && run.last?.photos.first?.id == "l-1-0")
    #expect(run.sourceChanges.events.map(\.value) == [.next(.local)])
  }

  @Test func choosingAPhotoOpensItsRoute() {
    let run = run(selection: [.next(50, 1), .next(60, 7)])
    #expect(run.navigation.events.map(\.value) == [.next("push(photos/u-1-1)")])
  }

  @Test func aLongFirstWaitSaysWhatItIsFor() {
    let run = run { feed in feed.note = "Painting the sample pictures (the first time only)…" }
    let footers = run.states.events.compactMap { event -> String? in
      if case .next(let state) = event.value { return state.footer }
      return nil
    }
    #expect(footers.contains("Painting the sample pictures (the first time only)…"))
    #expect(run.last?.footer == "")
  }

  @Test func anEmptyResultSaysSo() {
    let run = run(query: [.next(10, "zebra")]) { feed in
      feed.scripts["zebra:1"] = [.next(10, feed.page(1, count: 0, hasMore: false)), .completed(10)]
    }
    #expect(run.last?.message == "No photos match “zebra”.")
  }

  @Test func aPageOfPhotosAlreadyShownAsksForTheNextOnItsOwn() {
    let run = run(scrollEnded: [.next(100, ())]) { feed in
      // Page 2 repeats page 1 (the feed moved under the user's feet).
      var repeated = feed.page(1)
      repeated.page = 2
      feed.scripts[":2"] = [.next(10, repeated), .completed(10)]
    }
    #expect(run.unsplash.requests.map(\.key) == [":1", ":2", ":3"])
    #expect(run.last?.photos.map(\.id) == ["u-1-0", "u-1-1", "u-3-0", "u-3-1"])
    #expect(run.last?.footer == "End of the gallery: 4 photos.")
  }

  @Test func pagesThatBringNothingNewStopAfterAFewAndSaySo() {
    let run = run(scrollEnded: [.next(100, ())], retry: [.next(500, ())]) { feed in
      for number in 2...9 {
        var repeated = feed.page(1)
        repeated.page = number
        feed.scripts[":\(number)"] = [.next(10, repeated), .completed(10)]
      }
    }
    // Three pages in a row without a new photo, then it stops until ctrl-r: three more.
    #expect(run.unsplash.requests.map(\.key) == [":1", ":2", ":3", ":4", ":5", ":6", ":7"])
    #expect(run.last?.photos.count == 2)
    #expect(
      run.last?.footer
        == "Pages 5–7 brought no new photos, so loading stopped. Press ctrl-r to try again.")
    #expect(run.last?.nextPage == 8)
  }
}
