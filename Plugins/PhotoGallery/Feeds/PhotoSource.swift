/// The two sources of the gallery.
public enum PhotoSource: String, Sendable, CaseIterable {
  /// An Unsplash-compatible API.
  case unsplash
  /// Pictures in a folder on this machine (or the generated samples).
  case local

  /// The other source.
  var toggled: PhotoSource { self == .unsplash ? .local : .unsplash }

  /// The name shown on the source switch.
  var title: String { self == .unsplash ? "Unsplash" : "This machine" }
}
