import Trellis

/// The names a new package is made from: a Swift type name (`Weather`, `RepoStats`) and the
/// plugin or program id derived from it (`weather`, `repo-stats`), both checked.
struct ScaffoldName: Equatable {
  /// The type name: a Swift identifier starting with an uppercase ASCII letter.
  let type: String
  /// The id: lowercase letters, digits and single hyphens, starting with a letter (a
  /// plugin id, and so the prefix of its routes).
  let id: String

  /// The names for `type`, with `id` if given, else the type's words in kebab case.
  ///
  /// - Throws: ``ToolError`` saying which name is wrong and what it must look like.
  init(type: String, id: String? = nil) throws {
    guard let first = type.unicodeScalars.first, ("A"..."Z").contains(first),
      type.unicodeScalars.allSatisfy({ Self.isIdentifierCharacter($0) }),
      !Self.reservedWords.contains(type)
    else {
      throw ToolError.usage(
        "\"\(type)\" cannot be the name: use a Swift type name of ASCII letters and digits "
          + "starting with an uppercase letter, like Weather or RepoStats")
    }
    let derived = id ?? Self.kebabCase(type)
    guard PluginManifest.isValidID(derived) else {
      throw ToolError.usage(
        "\"\(derived)\" cannot be the id: use lowercase letters, digits and single hyphens, "
          + "starting with a letter (like weather or repo-stats); give one with --id")
    }
    self.type = type
    self.id = derived
  }

  /// `RepoStats2` → `repo-stats2`.
  static func kebabCase(_ name: String) -> String {
    var words: [String] = []
    for scalar in name.unicodeScalars {
      if ("A"..."Z").contains(scalar) || words.isEmpty {
        words.append("")
      }
      words[words.count - 1].unicodeScalars.append(scalar)
    }
    return words.map { $0.lowercased() }.joined(separator: "-")
  }

  private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// Names that would clash with what every generated package imports.
  private static let reservedWords: Set<String> = [
    "Trellis", "TrellisCore", "TrellisUI", "TrellisRx", "TrellisServices", "TrellisTesting",
    "TrellisTerminal", "TrellisImages", "Foundation", "Testing", "Self", "Type", "Protocol",
    "Any",
  ]
}
