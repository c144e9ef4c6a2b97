import Foundation

/// A line of history: a commit's id, author, date and subject.
public struct GitCommitSummary: Hashable, Sendable, Identifiable {
  /// The full id (40 hex digits).
  public var id: String
  /// The author's name.
  public var author: String
  /// The author's e-mail address.
  public var email: String
  /// When it was authored.
  public var date: Date
  /// The subject: the message's first paragraph on one line.
  public var subject: String

  /// A commit `id` by `author` at `date`.
  public init(id: String, author: String, email: String, date: Date, subject: String) {
    self.id = id
    self.author = author
    self.email = email
    self.date = date
    self.subject = subject
  }

  /// The first 7 digits of the id.
  public var shortID: String {
    String(id.prefix(7))
  }
}
