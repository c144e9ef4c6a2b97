import Foundation

/// One photo of the gallery, whatever it came from: an Unsplash-compatible API or a local
/// folder.
///
/// Every text field meant for the screen (``title``, ``description``, ``altDescription``,
/// the ``photographer``'s name and username) is already sanitized by whoever made the photo
/// (control characters, escape sequences and bidi overrides made visible), so a view can
/// show it as it is. A source leaves out what it does not know: a local file has no
/// photographer or page, a photo the API sent without a size has no ``width``.
///
/// ```swift
/// let url = photo.imageURL(forWidth: 400)  // JPEG at 400 px wide where the source resizes
/// ```
public struct Photo: Sendable, Hashable, Identifiable {
  /// The photo's id, unique within its source (the API's id, or a local file's path).
  public var id: String

  /// A one-line caption, sanitized and never empty: the description, else the alt
  /// description, else a name the source chose (a file name, `Photo <id>`).
  public var title: String

  /// What the photographer wrote about the photo, sanitized; nil when there is none.
  public var description: String?

  /// What the photo shows, for those who cannot see it, sanitized; nil when there is none.
  public var altDescription: String?

  /// The full size in pixels, when known.
  public var width: Int?

  /// The full size in pixels, when known.
  public var height: Int?

  /// The photo's dominant colour, to fill its cell until the picture arrives.
  public var color: PhotoColor?

  /// A BlurHash of the photo (a tiny placeholder image as text), when the source gives one.
  public var blurHash: String?

  /// Who took the photo, when known.
  public var photographer: Photographer?

  /// Where the picture itself is, in the sizes the source offers.
  public var images: PhotoImageURLs

  /// The photo's page (on unsplash.com, say), for attribution and "open in browser".
  public var pageURL: URL?

  /// Where the full-size file can be downloaded, when the source offers it.
  public var downloadURL: URL?

  /// When the photo last changed (the API's `updated_at`, a file's modification date).
  public var updatedAt: Date?

  /// A photo with these parts; an empty `title` becomes `Photo <id>`.
  public init(
    id: String, title: String, description: String? = nil, altDescription: String? = nil,
    width: Int? = nil, height: Int? = nil, color: PhotoColor? = nil, blurHash: String? = nil,
    photographer: Photographer? = nil, images: PhotoImageURLs, pageURL: URL? = nil,
    downloadURL: URL? = nil, updatedAt: Date? = nil
  ) {
    self.id = id
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    self.title = trimmed.isEmpty ? "Photo \(id)" : trimmed
    self.description = description
    self.altDescription = altDescription
    self.width = width
    self.height = height
    self.color = color
    self.blurHash = blurHash
    self.photographer = photographer
    self.images = images
    self.pageURL = pageURL
    self.downloadURL = downloadURL
    self.updatedAt = updatedAt
  }

  /// Height over width, when both are known and positive (for laying out a cell before
  /// the picture arrives).
  public var aspectRatio: Double? {
    guard let width, let height, width > 0, height > 0 else { return nil }
    return Double(height) / Double(width)
  }

  /// The URL of the picture for a cell `width` pixels wide: resized to that width as JPEG
  /// where the source can resize (see ``PhotoImageURLs/url(forWidth:quality:)``), else the
  /// closest size it has; nil when the photo has no picture at all.
  public func imageURL(forWidth width: Int, quality: Int = PhotoImageURLs.defaultQuality)
    -> URL?
  {
    images.url(forWidth: width, quality: quality)
  }
}
