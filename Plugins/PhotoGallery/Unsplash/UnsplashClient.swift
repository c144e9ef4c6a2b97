import Foundation
import Synchronization
import Trellis

/// Lists and searches photos of the Unsplash API (or a compatible server), as `Single`s
/// of ``PhotoPage``, and loads their pictures at the size a cell needs.
///
/// ```swift
/// let unsplash = UnsplashClient(
///   http: http, configuration: { try UnsplashConfiguration.load(from: try context.settings) },
///   scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
/// unsplash.search("mountain lake", page: 1)
///   .observe(on: MainScheduler.instance)
/// ```
///
/// Every API request:
/// - is sent when the `Single` is subscribed to (each subscription sends anew) and
///   cancelled when it is disposed — the connection is closed — including while it waits
///   to be retried;
/// - reads the configuration first, so a key set while the app runs counts at once, and
///   fails with ``UnsplashError/missingAccessKey`` (sending nothing) when there is no key;
/// - sends `Authorization: Client-ID <key>` and `Accept-Version: v1`, and sends the key to
///   no origin but the configured API's;
/// - records the rate limit the API reports (see ``rateLimit``);
/// - on 5xx waits ``retryDelay`` on `scheduler` and is retried once;
/// - fails with an ``UnsplashError`` whose message says what to do and never holds the key.
///
/// Results arrive on the HTTP client's background threads (or on `scheduler` after a
/// retry wait): observe them on `MainScheduler` before touching views. The client is safe
/// to use from any thread: its only mutable state, the last rate limit, is guarded by the
/// `lastRateLimit` mutex; the rest is immutable (the configuration closure must itself be
/// safe to call from any thread).
public final class UnsplashClient: @unchecked Sendable {
  /// How many times a request is sent at most (the first included).
  static let maxAttempts = 2

  let http: HTTPClient
  let configuration: @Sendable () throws -> UnsplashConfiguration
  let scheduler: SchedulerType
  /// How long a request waits on `scheduler` before it is sent again after a 5xx.
  public let retryDelay: RxTimeInterval
  /// The last rate limit the API reported; guarded by its own lock.
  private let lastRateLimit = Mutex<PhotoRateLimit?>(nil)

  /// A client sending through `http`, reading `configuration` at each request (on the
  /// subscribing thread, so it must be safe to call from any thread; what it throws fails
  /// the request), and waiting `retryDelay` (one second by default) on `scheduler` before
  /// the retry of a 5xx.
  public init(
    http: HTTPClient, configuration: @escaping @Sendable () throws -> UnsplashConfiguration,
    scheduler: SchedulerType, retryDelay: RxTimeInterval = .seconds(1)
  ) {
    self.http = http
    self.configuration = configuration
    self.scheduler = scheduler
    self.retryDelay = retryDelay
  }

  /// The rate limit the API reported last (`X-Ratelimit-Remaining` of
  /// `X-Ratelimit-Limit`), or nil before the first answer that had one. Show it when it
  /// ``PhotoRateLimit/isLow``.
  public var rateLimit: PhotoRateLimit? {
    lastRateLimit.criticalSection { $0 }
  }

  /// Page `page` (from 1; less counts as 1) of the latest photos, `perPage` a page (1–30;
  /// Unsplash gives no more): `GET /photos?page=N&per_page=M`.
  ///
  /// Emits the page once and completes, or fails with an ``UnsplashError``. Disposing
  /// cancels the request, or the wait before its retry.
  public func photos(page: Int, perPage: Int = 30) -> Single<PhotoPage> {
    let page = max(1, page)
    let perPage = Self.clamp(perPage)
    return request(query: nil, page: page, perPage: perPage) { base in
      UnsplashEndpoint.photos(page: page, perPage: perPage, base: base)
    }
  }

  /// Page `page` of the photos matching `query` (trimmed): `GET /search/photos?query=…`.
  /// A blank query sends nothing and emits an empty last page.
  ///
  /// As ``photos(page:perPage:)``; the page's ``PhotoPage/query`` is the trimmed query and
  /// its totals are the search's `total` and `total_pages`.
  public func search(_ query: String, page: Int, perPage: Int = 30) -> Single<PhotoPage> {
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    let page = max(1, page)
    let perPage = Self.clamp(perPage)
    guard !text.isEmpty else {
      return .just(
        PhotoPage(
          photos: [], page: page, perPage: perPage, query: "", total: 0, totalPages: 0,
          hasMore: false))
    }
    return request(query: text, page: page, perPage: perPage) { base in
      UnsplashEndpoint.search(text, page: page, perPage: perPage, base: base)
    }
  }

  /// The picture of `photo` for a cell `width` pixels wide, as JPEG: its `urls.raw` (else
  /// `regular`) with `fm=jpg`, `w=<width>`, `q=<quality>` and `fit=max` set and its other
  /// parameters (`ixid`, `ixlib`…) kept (see ``PhotoImageURLs/url(forWidth:quality:)``).
  /// The quality is the configuration's ``UnsplashConfiguration/imageQuality``. Nil when
  /// the API sent the photo without any image URL.
  public func imageURL(for photo: Photo, width: Int) -> URL? {
    let quality = (try? configuration())?.imageQuality ?? PhotoImageURLs.defaultQuality
    return photo.imageURL(forWidth: width, quality: quality)
  }

  /// The bytes of ``imageURL(for:width:)``, fetched when subscribed to.
  ///
  /// Image hosts need no key: the request carries `Authorization` only when the picture is
  /// on the configured API's own origin, never on another (Unsplash's images come from
  /// `images.unsplash.com`). Not retried; not kept in the ETag cache. Emits the body once,
  /// or fails with ``UnsplashError/imageUnavailable(status:)`` for a status other than
  /// success, ``UnsplashError/network(_:)``, or ``UnsplashError/unreadableResponse(reason:)``
  /// when the photo has no image URL. Disposing cancels the download.
  public func imageData(for photo: Photo, width: Int) -> Single<Data> {
    Single.deferred { [self] in
      let configuration = try? configuration()
      guard let url = imageURL(for: photo, width: width) else {
        throw UnsplashError.unreadableResponse(reason: "the photo came without an image URL")
      }
      var headers: HTTPHeaders = ["Accept": "image/jpeg, image/*;q=0.8"]
      if let configuration, let key = configuration.trimmedKey,
        HTTPOrigin.isSameOrigin(url, as: configuration.baseURL)
      {
        headers = UnsplashEndpoint.headers(key: key).merging(headers)
      }
      let request = HTTPRequest(
        url: url, headers: headers, maxResponseBytes: 32 * 1024 * 1024, retryPolicy: .never,
        validatesStatus: false, usesETagCache: false)
      return http.send(request)
        .catch { .error(UnsplashError.from($0)) }
        .map { response in
          guard response.isSuccess else {
            throw UnsplashError.imageUnavailable(status: response.status)
          }
          return response.body
        }
    }
  }

  /// Keeps `rateLimit` as the last one reported.
  func record(_ rateLimit: PhotoRateLimit) {
    lastRateLimit.criticalSection { $0 = rateLimit }
  }

  /// `perPage` within 1…30.
  private static func clamp(_ perPage: Int) -> Int {
    min(max(perPage, 1), UnsplashEndpoint.maxPerPage)
  }
}
