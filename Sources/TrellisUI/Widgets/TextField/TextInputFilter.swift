import TrellisTerminal

/// What a one-line text field keeps of typed and pasted text.
///
/// - A line break (CR LF, CR or LF — terminals paste line breaks as CR) becomes one space,
///   and so does a tab: the lines of a multi-line paste join into one line, word-separated.
/// - Every other character `TextSanitizer` would replace or leave out on screen (C0, DEL,
///   C1, the bidirectional overrides and isolates, default-ignorables that join nothing)
///   is dropped (`TextSanitizer.removingControls`): they have no business in a one-line
///   value, and an escape byte in a field's value could reach a terminal later through some
///   other path. The sanitizer decides, so what a field drops and what a label shows as a
///   placeholder are one policy.
///
/// Text set from code is not filtered (it is shown sanitized all the same).
enum TextInputFilter {
  /// `text` as a one-line field keeps it.
  static func singleLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
      return TextSanitizer.removingControls(text)
    }
    var spaced = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where previousWasCarriageReturn:
        continue  // The LF of a CR LF: the CR already made the space.
      case "\t", "\n", "\r":
        spaced.append(" ")
      default:
        spaced.append(scalar)
      }
    }
    return TextSanitizer.removingControls(String(spaced))
  }
}
