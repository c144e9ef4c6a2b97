import Trellis

/// The gallery's API source: the latest photos (`GET /photos`) when the query is empty, a
/// search (`GET /search/photos`) otherwise.
struct UnsplashPhotoFeed: PhotoFeed {
  let client: UnsplashClient

  func page(_ number: Int, query: String) -> Single<PhotoPage> {
    query.isEmpty ? client.photos(page: number) : client.search(query, page: number)
  }

  func isTransient(_ error: Error) -> Bool {
    (error as? UnsplashError)?.isTransient ?? false
  }
}
