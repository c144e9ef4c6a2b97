import Foundation
import Trellis

/// A line of history: the short id, the subject, and at the right the author and how long
/// ago. Sanitized before it is drawn.
public final class CommitCell: ListCell {
  /// The identifier the list registers and dequeues the cell with.
  public static let reuseIdentifier = "CommitCell"

  /// The commit shown, if any.
  public private(set) var commit: GitCommitSummary?
  /// What "now" is, for "3 days ago".
  var now: () -> Date = Date.init

  /// An empty cell; the list configures it.
  public required init() {
    super.init()
  }

  /// Shows `commit`.
  public func configure(with commit: GitCommitSummary) {
    guard commit != self.commit else { return }
    self.commit = commit
    setNeedsDisplay()
  }

  /// Forgets the commit, for another one.
  public override func prepareForReuse() {
    super.prepareForReuse()
    commit = nil
  }

  /// Draws the line.
  public override func draw(in buffer: inout Buffer) {
    guard let commit, !frame.isEmpty else { return }
    let clip = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
    var column = buffer.write(
      commit.shortID + " ", column: frame.x + 1, row: frame.y, style: PageStyle.identifier,
      clip: clip)
    let right = rightText(of: commit, leaving: frame.maxX - 1 - column)
    let rightWidth = DisplayWidth.of(right)
    let room = frame.maxX - 1 - column - (rightWidth > 0 ? rightWidth + 2 : 0)
    if room > 0 {
      let subject = TextLayout.truncate(TextSanitizer.sanitize(commit.subject), toWidth: room)
      column = buffer.write(subject, column: column, row: frame.y, clip: clip)
    }
    if rightWidth > 0, frame.maxX - 1 - rightWidth > column {
      buffer.write(
        right, column: frame.maxX - 1 - rightWidth, row: frame.y, style: PageStyle.dim, clip: clip)
    }
  }

  /// The author (cut to 16 columns) and how long ago, at the right — as much of it as
  /// leaves the subject at least 20 of the `room` columns: the author goes first, then the
  /// time.
  private func rightText(of commit: GitCommitSummary, leaving room: Int) -> String {
    let age = RelativeTime.describe(commit.date, now: now())
    let author = TextLayout.truncate(TextSanitizer.sanitize(commit.author), toWidth: 16)
    for candidate in ["\(author) · \(age)", age] where room - DisplayWidth.of(candidate) - 2 >= 20 {
      return candidate
    }
    return ""
  }
}
