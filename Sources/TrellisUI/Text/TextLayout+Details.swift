import TrellisTerminal

extension TextLayout {
  /// For a list row with a title at the left and details at the right (`★ 1.2k · Swift ·
  /// 3 days ago`), the details to show beside a title `titleWidth` columns wide in a row of
  /// `width` columns, joined by `separator`; "" when none fit.
  ///
  /// The title keeps its room first, all of it: the details that do not fit in the rest
  /// (less `gap` columns before them) are left out, the last first — list them most
  /// important first — so a row drops its details before its title is cut. A detail is
  /// never shown cut. The texts are measured as given: sanitize them first.
  public static func details(
    _ details: [String], besideTitleOf titleWidth: Int, in width: Int, gap: Int = 1,
    separator: String = " · "
  ) -> String {
    let shown = details.filter { !$0.isEmpty }
    let room = width - titleWidth - gap
    for count in stride(from: shown.count, to: 0, by: -1) {
      let text = shown.prefix(count).joined(separator: separator)
      if DisplayWidth.of(text) <= room { return text }
    }
    return ""
  }
}
