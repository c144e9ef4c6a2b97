import Foundation
import Trellis

/// The lines of the `repos/local/commit` page: who, when, parents, the message, and the
/// files changed with their line counts.
enum CommitPage {
  /// The page for `state`, `width` columns wide, dates relative to `now`.
  static func lines(_ state: LoadState<GitCommitDetail>, id: String, width: Int, now: Date)
    -> [StyledLine]
  {
    PageStyle.lines(state, loading: "Reading commit \(id)…", width: width) {
      loaded($0, width: width, now: now)
    }
  }

  private static func loaded(_ commit: GitCommitDetail, width: Int, now: Date) -> [StyledLine] {
    var lines = StyledLine([
      StyledSpan("commit ", style: PageStyle.identifier),
      StyledSpan(commit.id, style: PageStyle.identifier),
    ]).wrapped(toWidth: width)
    let labelWidth = 9
    func person(_ label: String, _ signature: GitSignature) {
      let when = RelativeTime.absolute(signature.date, offsetMinutes: signature.offsetMinutes)
      lines += PageStyle.fact(
        label,
        [
          StyledSpan("\(signature.name) <\(signature.email)>"),
          StyledSpan(
            "  \(when) (\(RelativeTime.describe(signature.date, now: now)))", style: PageStyle.dim),
        ], labelWidth: labelWidth, width: width)
    }
    person("Author", commit.author)
    if commit.committer != commit.author { person("Committer", commit.committer) }
    if !commit.parents.isEmpty {
      lines += PageStyle.fact(
        commit.parents.count > 1 ? "Merge of" : "Parent",
        [
          StyledSpan(
            commit.parents.map { String($0.prefix(7)) }.joined(separator: " "),
            style: PageStyle.identifier)
        ],
        labelWidth: labelWidth, width: width)
    } else {
      lines += PageStyle.fact(
        "Parent", "none (the first commit)", labelWidth: labelWidth, width: width)
    }
    lines.append(StyledLine(""))
    var message = commit.message
    while message.hasSuffix("\n") { message.removeLast() }
    lines += PageStyle.paragraph(message, indent: "    ", width: width)
    lines.append(StyledLine(""))
    let files = "\(commit.fileCount.formatted()) file\(commit.fileCount == 1 ? "" : "s") changed"
    lines.append(
      StyledLine([
        StyledSpan(files + ", ", style: PageStyle.heading),
        StyledSpan("+\(commit.additions.formatted())", style: PageStyle.good),
        StyledSpan(" "),
        StyledSpan("−\(commit.deletions.formatted())", style: PageStyle.error),
      ]))
    for file in commit.files {
      let path = file.oldPath.map { "\($0) → \(file.path)" } ?? file.path
      var spans = [
        StyledSpan("  \(file.change.letter)  ", style: PageStyle.warning), StyledSpan(path),
      ]
      if file.isBinary {
        spans.append(StyledSpan("  binary", style: PageStyle.dim))
      } else {
        spans.append(StyledSpan("  +\(file.additions)", style: PageStyle.good))
        spans.append(StyledSpan(" −\(file.deletions)", style: PageStyle.error))
      }
      lines += StyledLine(spans).wrapped(toWidth: width, indent: "     ")
    }
    if commit.fileCount > commit.files.count {
      lines.append(
        StyledLine(
          "  … and \((commit.fileCount - commit.files.count).formatted()) more files",
          style: PageStyle.dim))
    }
    return lines
  }
}
