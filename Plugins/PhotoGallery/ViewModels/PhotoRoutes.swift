/// The plugin's routes, in one place.
enum PhotoRoutes {
  /// The grid.
  static let grid = "photos"

  /// One photo, by its id.
  static func photo(_ id: String) -> String {
    "photos/\(id)"
  }
}
