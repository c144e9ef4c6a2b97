import Foundation
import Testing

@testable import PhotoGallery

/// `GET /photos/{id}`: the id is one path segment, whatever it holds.
@Suite struct UnsplashPhotoTests {
  @Test func theIdIsOneEncodedPathSegment() throws {
    let base = try #require(URL(string: "https://api.example/v1/?x=1"))
    #expect(
      UnsplashEndpoint.photo(id: "Xq3b9LmT2aE", base: base)?.absoluteString
        == "https://api.example/v1/photos/Xq3b9LmT2aE")
    #expect(
      UnsplashEndpoint.photo(id: "../a/b?c#d", base: base)?.absoluteString
        == "https://api.example/v1/photos/..%2Fa%2Fb%3Fc%23d")
  }

  @Test func aMissingPhotoSaysSoWithoutBlamingTheBaseURL() {
    let message = UnsplashError.noSuchPhoto(id: "gone\u{1B}[2J").description
    #expect(message.hasPrefix("Unsplash has no photo gone␛[2J; it may have been removed."))
    #expect(!message.contains("baseURL"))
  }
}
