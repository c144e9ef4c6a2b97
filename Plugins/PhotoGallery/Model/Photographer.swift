import Foundation

/// Who took a ``Photo``: the name to credit and where their profile is.
///
/// The name and username are sanitized by the source that made them.
public struct Photographer: Sendable, Hashable {
  /// The name to show (`Jane Doe`), never empty: the username when the source gave no
  /// name.
  public var name: String

  /// The photographer's handle on the source (`janedoe`), if any.
  public var username: String?

  /// The photographer's profile page, for attribution.
  public var profileURL: URL?

  /// A photographer with these parts; an empty `name` falls back to `username`, then to
  /// `Unknown photographer`.
  public init(name: String, username: String? = nil, profileURL: URL? = nil) {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let handle = username?.trimmingCharacters(in: .whitespacesAndNewlines)
    self.username = handle?.isEmpty == false ? handle : nil
    self.name = !trimmed.isEmpty ? trimmed : self.username ?? "Unknown photographer"
    self.profileURL = profileURL
  }

  /// `Jane Doe (@janedoe)`, or just the name when there is no username or it is the name.
  public var credit: String {
    guard let username, username != name else { return name }
    return "\(name) (@\(username))"
  }
}
