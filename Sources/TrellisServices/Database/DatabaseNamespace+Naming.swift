extension DatabaseNamespace {
  /// The longest namespace name (and plugin id that maps to one).
  public static let maximumNameLength = 64

  /// The namespace name of the plugin `id`: the id with each `-` turned into `_`, so
  /// `repo-search` gets the namespace `repo_search` and tables `repo_search_…`.
  ///
  /// The rule is one-to-one, so no two plugins share a namespace: an id maps when it is 1 to
  /// 64 lowercase ASCII letters, digits and single hyphens, starts with a letter and does
  /// not end with a hyphen, and its first part (before any hyphen) is not `sqlite` or
  /// `trellis`. Plugin ids may also hold `_` and `.`, but such ids have no namespace: `_`
  /// would let `repo_search` and `repo-search` share one, and `.` cannot be part of a table
  /// name.
  ///
  /// - Throws: `DatabaseError.invalidNamespace` naming the id and why it does not map.
  public static func name(forPluginID id: String) throws -> String {
    func refuse(_ reason: String) -> DatabaseError {
      .invalidNamespace(name: id, reason: "the plugin id \(reason)")
    }
    if id.contains("_") {
      throw refuse(
        "holds \"_\", which would give \"a_b\" and \"a-b\" one namespace; use \"-\" instead")
    }
    if id.contains(".") {
      throw refuse("holds \".\", which cannot be part of a table name; use \"-\" instead")
    }
    if id.contains("--") || id.hasSuffix("-") {
      throw refuse("must not hold \"--\" or end with \"-\"")
    }
    let name = String(id.map { $0 == "-" ? "_" : $0 })
    do {
      try validate(name)
    } catch DatabaseError.invalidNamespace(_, let reason) {
      throw refuse("maps to \"\(name)\", which is refused: \(reason)")
    }
    return name
  }

  /// Refuses names other than 1–64 lowercase ASCII letters and digits in parts joined by
  /// single `_`, starting with a letter, or whose first part is reserved (`sqlite`,
  /// `trellis`: SQLite's own tables and Trellis's records). Names that would share tables
  /// (`repo` and `repo_search`) are refused when opened, by `DatabaseNamespaceRegistry`.
  static func validate(_ name: String) throws {
    let scalars = name.unicodeScalars
    let parts = name.split(separator: "_", omittingEmptySubsequences: false)
    guard let first = scalars.first, ("a"..."z").contains(first),
      scalars.count <= maximumNameLength, !parts.contains(where: \.isEmpty),
      scalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
    else {
      throw DatabaseError.invalidNamespace(
        name: name,
        reason: "it must be 1 to \(maximumNameLength) lowercase letters and digits, starting "
          + "with a letter, with parts joined by single \"_\"")
    }
    if let reserved = parts.first, ["sqlite", "trellis"].contains(reserved) {
      throw DatabaseError.invalidNamespace(
        name: name, reason: "names starting with \"\(reserved)\" are reserved")
    }
  }

  /// Whether the schema object `object` belongs to the namespace `name`: it is named
  /// `<name>_…`, or it is the index SQLite makes for a `UNIQUE` constraint of such a table
  /// (`sqlite_autoindex_<name>_…`). Compared without case, as SQLite compares names.
  static func owns(_ name: String, _ object: String) -> Bool {
    let lowered = object.lowercased()
    let prefix = name + "_"
    return (lowered.hasPrefix(prefix) && lowered.count > prefix.count)
      || lowered.hasPrefix("sqlite_autoindex_" + prefix)
  }
}
