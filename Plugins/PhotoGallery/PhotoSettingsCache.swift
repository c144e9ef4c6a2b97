import Synchronization
import Trellis

/// The gallery's API settings (the base URL, and the access key, which may be read from a
/// secret file) read once and kept, so that a page request and the start of a screen read
/// nothing: the first one to need them reads them, on the background thread it runs on,
/// and later ones use what was read.
///
/// There is no notice of a settings change to observe, so they are read again after
/// ``forget()``: a request that failed forgets them, so the user's `r` (retry) reads them
/// again, and a key just set counts from there on.
///
/// `@unchecked Sendable`: `kept` is a `Mutex`; `read` must be safe to call from any thread.
final class PhotoSettingsCache: @unchecked Sendable {
  private let read: @Sendable () throws -> UnsplashConfiguration
  private let kept = Mutex<(value: Result<UnsplashConfiguration, Error>?, reads: Int)>((nil, 0))

  /// A cache of what `read` returns or throws.
  init(read: @escaping @Sendable () throws -> UnsplashConfiguration) {
    self.read = read
  }

  /// How many times the settings were read.
  var reads: Int {
    kept.criticalSection { $0.reads }
  }

  /// The settings: kept from before, else read now (and kept, failure included).
  func configuration() throws -> UnsplashConfiguration {
    if let value = kept.criticalSection({ $0.value }) { return try value.get() }
    let value = Result { try read() }
    kept.criticalSection { kept in
      kept.value = value
      kept.reads += 1
    }
    return try value.get()
  }

  /// Forgets what was read: the next request reads the settings again.
  func forget() {
    kept.criticalSection { $0.value = nil }
  }
}
