import Trellis

/// Where the gallery's photos come from, a page at a time: the Unsplash-compatible API or
/// a local folder. The seed's `PhotoService.getPhotos(currentPage:)`, as a `Single`.
protocol PhotoFeed {
  /// Page `number` (from 1) of the photos matching `query` (all photos when it is empty).
  /// Sent when subscribed; disposing it stops the request or the walk.
  func page(_ number: Int, query: String) -> Single<PhotoPage>

  /// Whether `error` may pass when tried again at once (a dropped connection, a 5xx).
  func isTransient(_ error: Error) -> Bool

  /// What to say while the first page loads, when it is more than loading (the samples
  /// being painted on first use); nil for the usual words. Found off the main thread (it
  /// may look at folders).
  func loadingNote() -> Single<String?>
}

extension PhotoFeed {
  func loadingNote() -> Single<String?> { .just(nil) }
}
