/// What a one-line text field keeps of typed and pasted text.
///
/// - A line break (CR LF, CR or LF — terminals paste line breaks as CR) becomes one space,
///   and so does a tab: the lines of a multi-line paste join into one line, word-separated.
/// - Every other control character (C0, DEL, C1) and the bidirectional overrides and
///   isolates are dropped: they have no business in a one-line value, and an escape byte
///   in a field's value could reach a terminal later through some other path.
///
/// Text set from code is not filtered (it is shown sanitized all the same).
enum TextInputFilter {
  /// `text` as a one-line field keeps it.
  static func singleLine(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0A where previousWasCarriageReturn:
        continue  // The LF of a CR LF: the CR already made the space.
      case 0x09, 0x0A, 0x0D:
        result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }
}
