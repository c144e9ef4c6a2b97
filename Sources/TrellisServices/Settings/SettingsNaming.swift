/// The environment variable names of settings and secrets: `<APP>_<SECTION>_<KEY>`, each
/// part in upper case with camelCase split into words and anything else than letters and
/// digits turned into `_`.
///
/// App `trellis-demo`, section `tasks`, key `pageSize` → `TRELLIS_DEMO_TASKS_PAGE_SIZE`.
enum SettingsNaming {
  /// The variable for `key` of `section` in `app`.
  static func variable(app: String, section: String, key: String) -> String {
    [app, section, key].map(part).filter { !$0.isEmpty }.joined(separator: "_")
  }

  /// One part of a variable name.
  static func part(_ name: String) -> String {
    var output = ""
    var previous: Character?
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber {
        if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
          output += "_"
        }
        output += character.uppercased()
      } else if !output.hasSuffix("_") {
        output += "_"
      }
      previous = character
    }
    while output.hasSuffix("_") { output.removeLast() }
    while output.hasPrefix("_") { output.removeFirst() }
    return output
  }

  /// Refuses empty names and names with control characters.
  static func validate(_ name: String) throws {
    if name.isEmpty || name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      throw SettingsError.invalidName(name)
    }
  }
}
