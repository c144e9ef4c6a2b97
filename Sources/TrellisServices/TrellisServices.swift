/// TrellisServices: HTTP, SQLite storage and settings for Trellis apps and plugins.
public enum TrellisServices {
  /// The version of the services module.
  public static let version = "0.1.0"
}
