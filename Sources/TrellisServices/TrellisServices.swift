/// TrellisServices: HTTP, SQLite storage and settings for Trellis apps and plugins.
public enum TrellisServices {
  /// Trellis's version (one for every module), as the HTTP client's `User-Agent` sends it.
  /// `TrellisCore.version` is made from it.
  public static let version = "0.9.0"
}
