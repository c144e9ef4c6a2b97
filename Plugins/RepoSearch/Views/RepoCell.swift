import Foundation
import Trellis

/// A search result, on two lines. GitHub: the full name, then stars, language and when it
/// was updated at the right; the description under it. Local: the name, then the branch
/// with ahead/behind and a `●` when the working tree has changes; the path under it.
/// Everything is sanitized before it is drawn. On a narrow row the name keeps its room:
/// the facts at the right are left out, the last first, before the name is cut.
public final class RepoCell: ListCell {
  /// The identifier the list registers and dequeues the cell with.
  public static let reuseIdentifier = "RepoCell"

  /// The row shown, if any.
  public private(set) var row: RepoRow?
  /// What "now" is, for "3 days ago".
  var now: () -> Date = Date.init

  /// An empty cell; the list configures it.
  public required init() {
    super.init()
  }

  /// Shows `row`.
  public func configure(with row: RepoRow) {
    guard row != self.row else { return }
    self.row = row
    setNeedsDisplay()
  }

  /// Forgets the row, for another one.
  public override func prepareForReuse() {
    super.prepareForReuse()
    row = nil
  }

  /// Draws the two lines.
  public override func draw(in buffer: inout Buffer) {
    guard let row, !frame.isEmpty else { return }
    let (title, facts, separator, subtitle, detailStyle) = parts(of: row)
    let cleanTitle = TextSanitizer.sanitize(title)
    let detail = TextLayout.details(
      facts.map { TextSanitizer.sanitize($0) }, besideTitleOf: DisplayWidth.of(cleanTitle),
      in: frame.width - 2, gap: 2, separator: separator)
    drawLine(
      cleanTitle, style: Style(attributes: .bold), right: detail, rightStyle: detailStyle,
      row: frame.y, in: &buffer)
    if frame.height > 1 {
      drawLine(
        subtitle, style: Style(attributes: .dim), right: "", rightStyle: .plain,
        row: frame.y + 1, in: &buffer)
    }
  }

  /// Text at the left, cut to leave room for `right` at the right edge.
  private func drawLine(
    _ left: String, style: Style, right: String, rightStyle: Style, row: Int,
    in buffer: inout Buffer
  ) {
    let clip = Rect(x: frame.x, y: row, width: frame.width, height: 1)
    let rightText = TextSanitizer.sanitize(right)
    let rightWidth = rightText.isEmpty ? 0 : DisplayWidth.of(rightText)
    let room = frame.width - 2 - (rightWidth > 0 ? rightWidth + 2 : 0)
    let text = TextLayout.truncate(TextSanitizer.sanitize(left), toWidth: max(0, room))
    let end = buffer.write(text, column: frame.x + 1, row: row, style: style, clip: clip)
    if rightWidth > 0, frame.maxX - 1 - rightWidth > end {
      buffer.write(
        rightText, column: frame.maxX - 1 - rightWidth, row: row, style: rightStyle, clip: clip)
    }
  }

  /// The title, the facts at its right (most important first) and what joins them, the
  /// line under it, and the facts' style.
  private func parts(of row: RepoRow) -> (String, [String], String, String, Style) {
    switch row {
    case .github(let repository):
      var facts: [String] = []
      if let stars = repository.stars { facts.append("★ \(RelativeTime.compact(stars))") }
      if let language = repository.language, !language.isEmpty { facts.append(language) }
      if let updated = repository.pushedAt ?? repository.updatedAt {
        facts.append(RelativeTime.describe(updated, now: now()))
      }
      if repository.isArchived { facts.append("archived") }
      let description = repository.description.map { $0.replacingOccurrences(of: "\n", with: " ") }
      return (
        repository.fullName, facts, " · ",
        description?.isEmpty == false ? description ?? "" : "(no description)",
        Style(foreground: .cyan)
      )
    case .local(let repository):
      var facts: [String] = []
      if let problem = repository.problem {
        return (repository.name, ["cannot be read"], " ", problem, Style(foreground: .red))
      }
      if let head = repository.head { facts.append(head.description) }
      if let upstream = repository.upstream { facts.append(upstream.counts) }
      if repository.isDirty == true { facts.append("●") }
      if repository.layout == .bare { facts.append("bare") }
      if repository.layout == .worktree { facts.append("worktree") }
      let style =
        repository.isDirty == true ? Style(foreground: .yellow) : Style(foreground: .green)
      return (repository.name, facts, " ", repository.path, style)
    }
  }
}
