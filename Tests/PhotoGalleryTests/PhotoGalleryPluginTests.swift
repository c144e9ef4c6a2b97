import Testing

@testable import PhotoGallery

@Suite struct PhotoGalleryPluginTests {
  @Test func manifestNamesThePlugin() {
    #expect(PhotoGalleryPlugin().manifest.id == "photos")
  }
}
