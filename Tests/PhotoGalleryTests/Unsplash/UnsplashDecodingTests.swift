import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashDecodingTests {
  @Test func photosWithMissingOrOddFieldsAreKeptAndItemsWithoutAnIDAreCounted() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos-lenient.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 1)))
    #expect(page.photos.map(\.id) == ["only-an-id", "nulls-everywhere", "424242", "fine-photo"])
    #expect(page.skippedItems == 4)

    let bare = page.photos[0]
    #expect(bare.title == "Photo only-an-id")
    #expect(bare.width == nil)
    #expect(bare.color == nil)
    #expect(bare.photographer == nil)
    #expect(bare.pageURL == nil)
    #expect(bare.updatedAt == nil)
    #expect(bare.imageURL(forWidth: 400) == nil)

    let odd = page.photos[2]
    #expect(odd.width == 3000)
    #expect(odd.height == nil)
    #expect(odd.color == nil)
    #expect(odd.blurHash == nil)
    #expect(odd.description == "17")
    #expect(odd.altDescription == nil)
    #expect(odd.updatedAt == nil)
    #expect(odd.images.raw == nil)
    #expect(odd.images.regular == nil)
    #expect(odd.images.small?.host == "images.unsplash.com")
    #expect(odd.pageURL == nil)
    #expect(odd.downloadURL == nil)
    #expect(odd.photographer == nil)

    let fine = page.photos[3]
    #expect(fine.title == "a white wall")
    #expect(fine.description == nil)
    #expect(fine.color == PhotoColor(red: 255, green: 255, blue: 255))
    #expect(fine.photographer == Photographer(name: "", username: "solo"))
    #expect(fine.photographer?.name == "solo")
    let expected = ISO8601DateFormatter().date(from: "2026-01-19T10:45:00Z")
    #expect(fine.updatedAt.map { abs($0.timeIntervalSince(expected ?? .distantPast)) < 1 } == true)
    #expect(
      fine.imageURL(forWidth: 300)?.absoluteString
        == "https://images.unsplash.com/photo-fine?ixlib=rb-4.0.3&fm=jpg&w=300&q=80&fit=max")
  }

  @Test func hostileTextComesOutSanitized() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos-hostile.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 1)))
    let photo = try #require(page.photos.first)
    let photographer = try #require(photo.photographer)
    let fields = [
      photo.id, photo.title, photo.description ?? "", photo.altDescription ?? "",
      photographer.name, photographer.username ?? "", photographer.credit,
    ]
    for field in fields {
      let forbidden = field.unicodeScalars.filter { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      }
      #expect(forbidden.isEmpty, "\(field.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    #expect(photo.id == "evil\u{241B}[2Jphoto")
    #expect(
      photo.description
        == "Sunset\u{241B}[31m in red\u{241B}]0;pwned title\u{2407} and \u{241B}[?1049l gone")
    #expect(photo.title == photo.description)
    #expect(photographer.name.hasPrefix("Mallory\u{2400}\u{2400} "))
    #expect(photographer.username == "mal\u{241B}[8mlory X-Injected: yes")
    #expect(photo.altDescription?.contains("\u{FFFD}gnp.exe\u{FFFD}") == true)
  }

  @Test func hexColoursAreReadAsRGB() {
    #expect(PhotoColor(hex: "#60544D") == PhotoColor(red: 0x60, green: 0x54, blue: 0x4D))
    #expect(PhotoColor(hex: "0c0c26") == PhotoColor(red: 12, green: 12, blue: 38))
    #expect(PhotoColor(hex: " #abc ") == PhotoColor(red: 0xAA, green: 0xBB, blue: 0xCC))
    #expect(PhotoColor(hex: "#a68c73")?.hex == "#A68C73")
    #expect(PhotoColor(hex: "#0a0b0c")?.terminalColor == .rgb(10, 11, 12))
    for bad in ["", "#", "teal", "#12345", "#1234567", "#GG0000", "+12345", "#-12345", "0x1234"] {
      #expect(PhotoColor(hex: bad) == nil, "\(bad)")
    }
  }

  @Test func aPhotographerFallsBackFromNameToUsername() {
    #expect(Photographer(name: " Jane ", username: "jd").credit == "Jane (@jd)")
    #expect(Photographer(name: "", username: "jd").credit == "jd")
    #expect(Photographer(name: "", username: " ").name == "Unknown photographer")
    #expect(Photographer(name: "", username: " ").username == nil)
  }

  @Test func aPhotoWithoutATitleIsNamedByItsID() {
    let photo = Photo(id: "abc", title: " \n", images: PhotoImageURLs(resizing: .none))
    #expect(photo.title == "Photo abc")
    #expect(photo.aspectRatio == nil)
  }
}
