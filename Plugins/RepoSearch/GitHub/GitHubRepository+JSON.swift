import Foundation
import Trellis

extension GitHubRepository {
  /// The repository a JSON value (parsed with `JSONSerialization`) describes, read
  /// leniently; nil when it is not an object or has neither `name` nor `full_name`.
  ///
  /// - `name` missing: the part of `full_name` after the `/`; `owner.login` missing: the
  ///   part before it (or the owner's `login` given as a plain string); `full_name`
  ///   missing: `owner/name`.
  /// - Numbers may come as strings (`"42"`); a null, or a value of the wrong type, leaves
  ///   the field nil (false for flags, empty for topics).
  /// - `license` is the SPDX id, or the license's name when the id is missing or
  ///   `NOASSERTION`.
  public init?(json: Any) {
    guard let object = json as? [String: Any] else { return nil }
    let fullNameField = LenientJSON.nonEmptyString(object["full_name"])
    let split = fullNameField.map(Self.split) ?? (owner: nil, name: nil)
    guard let name = LenientJSON.nonEmptyString(object["name"]) ?? split.name else { return nil }
    let ownerField = object["owner"]
    let owner =
      LenientJSON.nonEmptyString((ownerField as? [String: Any])?["login"])
      ?? LenientJSON.nonEmptyString(ownerField) ?? split.owner ?? ""
    self.init(
      name: name, owner: owner, fullName: fullNameField,
      id: LenientJSON.int(object["id"]),
      description: LenientJSON.string(object["description"]),
      language: LenientJSON.nonEmptyString(object["language"]),
      stars: LenientJSON.int(object["stargazers_count"]),
      forks: LenientJSON.int(object["forks_count"] ?? object["forks"]),
      openIssues: LenientJSON.int(object["open_issues_count"] ?? object["open_issues"]),
      topics: LenientJSON.strings(object["topics"]),
      license: Self.license(object["license"]),
      defaultBranch: LenientJSON.nonEmptyString(object["default_branch"]),
      homepage: LenientJSON.nonEmptyString(object["homepage"]),
      pushedAt: LenientJSON.date(object["pushed_at"]),
      updatedAt: LenientJSON.date(object["updated_at"]),
      createdAt: LenientJSON.date(object["created_at"]),
      htmlURL: LenientJSON.nonEmptyString(object["html_url"]),
      cloneURL: LenientJSON.nonEmptyString(object["clone_url"]),
      isFork: LenientJSON.bool(object["fork"]) ?? false,
      isArchived: LenientJSON.bool(object["archived"]) ?? false,
      isPrivate: LenientJSON.bool(object["private"])
        ?? (LenientJSON.string(object["visibility"]) == "private"))
  }

  /// `owner/name` split at its first `/`; a value without one is a bare name.
  private static func split(_ fullName: String) -> (owner: String?, name: String?) {
    guard let slash = fullName.firstIndex(of: "/") else { return (nil, fullName) }
    let owner = String(fullName[..<slash])
    let name = String(fullName[fullName.index(after: slash)...])
    return (owner.isEmpty ? nil : owner, name.isEmpty ? nil : name)
  }

  /// The SPDX id of a `license` object, else its name; a plain string as it is.
  private static func license(_ value: Any?) -> String? {
    guard let object = value as? [String: Any] else { return LenientJSON.nonEmptyString(value) }
    if let spdx = LenientJSON.nonEmptyString(object["spdx_id"]), spdx != "NOASSERTION" {
      return spdx
    }
    return LenientJSON.nonEmptyString(object["name"]) ?? LenientJSON.nonEmptyString(object["key"])
  }
}
