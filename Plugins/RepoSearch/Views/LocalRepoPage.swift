import Foundation
import Trellis

/// The lines of the `repos/local` page's upper part: the repository, HEAD, the working
/// tree's status, branches, remotes, tags and the README.
enum LocalRepoPage {
  /// The most status entries and tags listed (the counts cover all).
  static let listLimit = 200

  /// The page for `state`, `width` columns wide.
  static func lines(_ state: LoadState<LocalRepositoryDetail>, path: String, width: Int)
    -> [StyledLine]
  {
    PageStyle.lines(state, loading: "Reading \(path)…", width: width) { loaded($0, width: width) }
  }

  private static func loaded(_ detail: LocalRepositoryDetail, width: Int) -> [StyledLine] {
    let repository = detail.repository
    var lines = StyledLine(repository.name, style: PageStyle.title).wrapped(toWidth: width)
    lines += PageStyle.paragraph(repository.path, style: PageStyle.dim, width: width)
    lines.append(StyledLine(""))
    let labelWidth = 9
    var head: [StyledSpan] = [StyledSpan(repository.head?.description ?? "unknown")]
    if let upstream = repository.upstream {
      head.append(
        StyledSpan("  tracking \(upstream.name) \(upstream.counts)", style: PageStyle.dim))
    }
    lines += PageStyle.fact("HEAD", head, labelWidth: labelWidth, width: width)
    if repository.layout != .workingTree {
      lines += PageStyle.fact(
        "Layout", repository.layout == .bare ? "bare repository" : "linked worktree",
        labelWidth: labelWidth, width: width)
    }
    if let status = detail.status {
      let style = status.isClean ? PageStyle.good : PageStyle.warning
      lines += PageStyle.fact(
        "Status", [StyledSpan(status.summary, style: style)], labelWidth: labelWidth, width: width)
      lines += statusLines(status, width: width)
    }
    lines += branchLines(detail, width: width)
    if !detail.remotes.isEmpty {
      lines += PageStyle.section("Remotes")
      for remote in detail.remotes {
        var spans = [
          StyledSpan("  \(remote.name)  ", style: PageStyle.title), StyledSpan(remote.url),
        ]
        if let push = remote.pushURL {
          spans.append(StyledSpan("  (push: \(push))", style: PageStyle.dim))
        }
        lines += StyledLine(spans).wrapped(toWidth: width, indent: "    ")
      }
    }
    if !detail.tags.isEmpty {
      lines += PageStyle.section("Tags (\(detail.tags.count.formatted()))")
      for tag in detail.tags.prefix(listLimit) {
        lines += StyledLine([
          StyledSpan("  \(tag.name)  "), StyledSpan(tag.shortID, style: PageStyle.identifier),
          StyledSpan(tag.isAnnotated ? "" : "  lightweight", style: PageStyle.dim),
        ]).wrapped(toWidth: width, indent: "    ")
      }
      if detail.tags.count > listLimit {
        lines.append(
          StyledLine("  … and \(detail.tags.count - listLimit) more", style: PageStyle.dim))
      }
    }
    lines += PageStyle.section(
      detail.readme.map { "README (\($0.name), as committed)" } ?? "README")
    if let readme = detail.readme {
      lines += PageStyle.readme(readme.text, isMarkdown: readme.isMarkdown, width: width)
      if readme.isTruncated {
        lines.append(
          StyledLine("(cut at \(GitReadme.byteLimit.formatted()) bytes)", style: PageStyle.dim))
      }
    } else {
      lines.append(StyledLine("HEAD has no README.", style: PageStyle.dim))
    }
    return lines
  }

  private static func statusLines(_ status: GitStatus, width: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    for entry in status.entries.prefix(listLimit) {
      let style =
        entry.isConflicted ? PageStyle.error : entry.isUntracked ? PageStyle.dim : PageStyle.warning
      let path = entry.oldPath.map { "\($0) → \(entry.path)" } ?? entry.path
      lines += StyledLine([StyledSpan("    \(entry.code) ", style: style), StyledSpan(path)])
        .wrapped(toWidth: width, indent: "       ")
    }
    let more =
      status.staged + status.modified + status.untracked + status.conflicted
      - min(status.entries.count, listLimit)
    if more > 0 || status.isTruncated {
      lines.append(StyledLine("    … and \(max(more, 1).formatted()) more", style: PageStyle.dim))
    }
    return lines
  }

  private static func branchLines(_ detail: LocalRepositoryDetail, width: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    if !detail.localBranches.isEmpty {
      lines += PageStyle.section("Branches")
      for branch in detail.localBranches {
        var spans = [
          StyledSpan(branch.isHead ? "* " : "  ", style: PageStyle.good),
          StyledSpan(branch.name, style: branch.isHead ? PageStyle.title : .plain),
          StyledSpan("  \(branch.shortID)", style: PageStyle.identifier),
        ]
        if let upstream = branch.upstream {
          spans.append(StyledSpan("  \(upstream.name) \(upstream.counts)", style: PageStyle.dim))
        }
        lines += StyledLine(spans).wrapped(toWidth: width, indent: "    ")
      }
    }
    if !detail.remoteBranches.isEmpty {
      lines += PageStyle.section("Remote branches")
      for branch in detail.remoteBranches {
        lines += StyledLine([
          StyledSpan("  \(branch.name)"),
          StyledSpan("  \(branch.shortID)", style: PageStyle.identifier),
        ]).wrapped(toWidth: width, indent: "    ")
      }
    }
    return lines
  }
}
