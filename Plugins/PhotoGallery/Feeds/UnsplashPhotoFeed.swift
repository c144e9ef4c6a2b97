import Trellis

/// The gallery's API source: the latest photos (`GET /photos`) when the query is empty, a
/// search (`GET /search/photos`) otherwise.
///
/// Each page is subscribed to on `scheduler` (a background one), where the client reads
/// its configuration (`CachedSettings`: once, then kept), so the main thread reads
/// no settings or key file. A failed page makes `settings` forget what it kept, so a
/// retry reads them again.
struct UnsplashPhotoFeed: PhotoFeed {
  let client: UnsplashClient
  let settings: CachedSettings<UnsplashConfiguration>?
  let scheduler: ImmediateSchedulerType

  /// A feed of `client`'s pages, sent from `scheduler`; `settings` is the cache the client
  /// reads its configuration from, forgotten when a page fails.
  init(
    client: UnsplashClient, settings: CachedSettings<UnsplashConfiguration>? = nil,
    scheduler: ImmediateSchedulerType
  ) {
    self.client = client
    self.settings = settings
    self.scheduler = scheduler
  }

  func page(_ number: Int, query: String) -> Single<PhotoPage> {
    let page = query.isEmpty ? client.photos(page: number) : client.search(query, page: number)
    return page.do(onError: { [settings] _ in settings?.forget() }).subscribe(on: scheduler)
  }

  func isTransient(_ error: Error) -> Bool {
    (error as? UnsplashError)?.isTransient ?? false
  }
}
