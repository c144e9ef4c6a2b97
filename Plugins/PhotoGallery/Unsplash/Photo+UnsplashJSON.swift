import Foundation
import Trellis

extension Photo {
  /// The longest id kept, in characters; a longer one is not an Unsplash id.
  static let maxIDLength = 200

  /// The characters of a BlurHash (base 83).
  private static let blurHashCharacters = Set(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")

  /// The photo an Unsplash photo object describes, read leniently: a field that is
  /// missing, null or of another type is left out (and a URL that is not http(s) is
  /// dropped), but the photo is kept. Nil only when `json` is not an object or has no
  /// usable `id`.
  ///
  /// Text for the screen — the description, the alt description, the photographer's name
  /// and username, the id — goes through ``PhotoText.display(_:limit:)``, so it holds
  /// no control characters.
  init?(unsplash json: Any) {
    guard let object = json as? [String: Any],
      let rawID = LenientJSON.nonEmptyString(object["id"]),
      let id = PhotoText.display(rawID, limit: Self.maxIDLength),
      id.count <= Self.maxIDLength
    else { return nil }
    let description = PhotoText.display(LenientJSON.string(object["description"]))
    let altDescription = PhotoText.display(LenientJSON.string(object["alt_description"]))
    let urls = LenientJSON.object(object["urls"]) ?? [:]
    let links = LenientJSON.object(object["links"]) ?? [:]
    self.init(
      id: id, title: description ?? altDescription ?? "",
      description: description, altDescription: altDescription,
      width: LenientJSON.int(object["width"]).flatMap { $0 > 0 ? $0 : nil },
      height: LenientJSON.int(object["height"]).flatMap { $0 > 0 ? $0 : nil },
      color: LenientJSON.string(object["color"]).flatMap(PhotoColor.init(hex:)),
      blurHash: Self.blurHash(object["blur_hash"]),
      photographer: Self.photographer(object["user"]),
      images: PhotoImageURLs(
        raw: LenientJSON.webURL(urls["raw"]), regular: LenientJSON.webURL(urls["regular"]),
        small: LenientJSON.webURL(urls["small"]), resizing: .queryParameters),
      pageURL: LenientJSON.webURL(links["html"]),
      downloadURL: LenientJSON.webURL(links["download"]),
      updatedAt: LenientJSON.date(object["updated_at"]))
  }

  /// The photographer of an Unsplash `user` object; nil when it has neither a name nor a
  /// username.
  private static func photographer(_ json: Any?) -> Photographer? {
    guard let user = LenientJSON.object(json) else { return nil }
    let name = PhotoText.display(LenientJSON.string(user["name"]), limit: 200)
    let username = PhotoText.display(LenientJSON.string(user["username"]), limit: 100)
    guard name != nil || username != nil else { return nil }
    let links = LenientJSON.object(user["links"]) ?? [:]
    return Photographer(
      name: name ?? "", username: username, profileURL: LenientJSON.webURL(links["html"]))
  }

  /// `json` when it is a plausible BlurHash: 6–100 base-83 characters.
  private static func blurHash(_ json: Any?) -> String? {
    guard let text = LenientJSON.string(json), (6...100).contains(text.count),
      text.allSatisfy(blurHashCharacters.contains)
    else { return nil }
    return text
  }
}
