import Foundation

/// Who made a commit, and when.
public struct GitSignature: Hashable, Sendable {
  /// The name.
  public var name: String
  /// The e-mail address.
  public var email: String
  /// When.
  public var date: Date
  /// The time zone, in minutes east of UTC, as recorded.
  public var offsetMinutes: Int

  /// A signature of `name` <`email`> at `date`.
  public init(name: String, email: String, date: Date, offsetMinutes: Int = 0) {
    self.name = name
    self.email = email
    self.date = date
    self.offsetMinutes = offsetMinutes
  }
}
