import Foundation

/// A GitHub repository as the search, the user listing and the repository endpoints
/// describe it.
///
/// Text is kept exactly as GitHub sent it — names and descriptions may hold escape
/// sequences or other control characters — so whatever draws it must sanitize it (the
/// TrellisUI views do). Fields GitHub left out, sent as null or sent with a type that makes
/// no sense are nil (or empty, or false); see ``init(json:)``.
public struct GitHubRepository: Sendable, Hashable {
  /// `owner/name`.
  public var fullName: String
  /// The repository's name.
  public var name: String
  /// The owner's login (a user or an organization); empty when GitHub did not say.
  public var owner: String
  /// GitHub's numeric id, if sent.
  public var id: Int?
  /// The description, if any.
  public var description: String?
  /// The main language GitHub detected, if any.
  public var language: String?
  /// The stargazer count.
  public var stars: Int?
  /// The fork count.
  public var forks: Int?
  /// Open issues and pull requests.
  public var openIssues: Int?
  /// The topics, in GitHub's order.
  public var topics: [String]
  /// The license's SPDX id (`MIT`), or its name when it has no SPDX id.
  public var license: String?
  /// The default branch (`main`).
  public var defaultBranch: String?
  /// The home page, if set.
  public var homepage: String?
  /// When something was last pushed.
  public var pushedAt: Date?
  /// When the repository was last updated.
  public var updatedAt: Date?
  /// When the repository was created.
  public var createdAt: Date?
  /// The repository's page on GitHub.
  public var htmlURL: String?
  /// The URL to clone over HTTPS.
  public var cloneURL: String?
  /// Whether it is a fork.
  public var isFork: Bool
  /// Whether it is archived (read-only).
  public var isArchived: Bool
  /// Whether it is private.
  public var isPrivate: Bool

  /// A repository with these parts; `fullName` defaults to `owner/name` (or `name` when
  /// the owner is empty).
  public init(
    name: String, owner: String, fullName: String? = nil, id: Int? = nil,
    description: String? = nil, language: String? = nil, stars: Int? = nil,
    forks: Int? = nil, openIssues: Int? = nil, topics: [String] = [], license: String? = nil,
    defaultBranch: String? = nil, homepage: String? = nil, pushedAt: Date? = nil,
    updatedAt: Date? = nil, createdAt: Date? = nil, htmlURL: String? = nil,
    cloneURL: String? = nil, isFork: Bool = false, isArchived: Bool = false,
    isPrivate: Bool = false
  ) {
    self.fullName = fullName ?? (owner.isEmpty ? name : "\(owner)/\(name)")
    self.name = name
    self.owner = owner
    self.id = id
    self.description = description
    self.language = language
    self.stars = stars
    self.forks = forks
    self.openIssues = openIssues
    self.topics = topics
    self.license = license
    self.defaultBranch = defaultBranch
    self.homepage = homepage
    self.pushedAt = pushedAt
    self.updatedAt = updatedAt
    self.createdAt = createdAt
    self.htmlURL = htmlURL
    self.cloneURL = cloneURL
    self.isFork = isFork
    self.isArchived = isArchived
    self.isPrivate = isPrivate
  }
}
