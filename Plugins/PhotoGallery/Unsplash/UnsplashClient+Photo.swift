import Foundation
import Trellis

extension UnsplashClient {
  /// One photo by its id: `GET /photos/{id}` (a link to a photo not in the grid).
  ///
  /// Emits the photo once and completes, or fails with an ``UnsplashError`` (a 404 is
  /// ``UnsplashError/noSuchPhoto(id:)``; an answer that is not a photo object is
  /// ``UnsplashError/unreadableResponse(reason:)``). Disposing cancels the request.
  public func photo(id: String) -> Single<Photo> {
    fetch({ UnsplashEndpoint.photo(id: id, base: $0) }) { response in
      let json = try LenientJSON.parse(
        response.body, orThrow: UnsplashError.unreadableResponse(reason:))
      guard let photo = Photo(unsplash: json) else {
        throw UnsplashError.unreadableResponse(reason: "the answer is not a photo with an id")
      }
      return photo
    }
    .catch { error in
      if case UnsplashError.notFound = error { return .error(UnsplashError.noSuchPhoto(id: id)) }
      return .error(error)
    }
  }
}
