/// The photos the grid shows, in order, for the detail screen to find a photo and its
/// neighbours. Main thread only: the grid screen writes it as pages arrive.
final class PhotoCatalog {
  /// The photos, in the grid's order.
  private(set) var photos: [Photo] = []

  /// Replaces the photos with `photos`.
  func update(_ photos: [Photo]) {
    self.photos = photos
  }

  /// The index of the photo with `id`, or nil.
  func index(of id: String) -> Int? {
    photos.firstIndex { $0.id == id }
  }
}
