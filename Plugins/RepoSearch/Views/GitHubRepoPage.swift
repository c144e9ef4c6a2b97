import Foundation
import Trellis

/// The lines of the `repos/github/:owner/:name` page.
enum GitHubRepoPage {
  /// The page for `state`, `width` columns wide, dates relative to `now`.
  static func lines(_ state: LoadState<GitHubRepoDetail>, title: String, width: Int, now: Date)
    -> [StyledLine]
  {
    PageStyle.lines(state, loading: "Loading \(title) from GitHub…", width: width) {
      loaded($0, width: width, now: now)
    }
  }

  private static func loaded(_ detail: GitHubRepoDetail, width: Int, now: Date) -> [StyledLine] {
    let repository = detail.repository
    var marks: [String] = []
    if repository.isArchived { marks.append("archived") }
    if repository.isFork { marks.append("fork") }
    if repository.isPrivate { marks.append("private") }
    var lines = StyledLine([
      StyledSpan(repository.fullName, style: PageStyle.title),
      StyledSpan(marks.isEmpty ? "" : "  " + marks.joined(separator: ", "), style: PageStyle.dim),
    ]).wrapped(toWidth: width)
    if let description = repository.description, !description.isEmpty {
      lines += PageStyle.paragraph(description, width: width)
    }
    lines.append(StyledLine(""))
    let labelWidth = 14
    func fact(_ label: String, _ value: String?) {
      guard let value, !value.isEmpty else { return }
      lines += PageStyle.fact(label, value, labelWidth: labelWidth, width: width)
    }
    fact("Stars", repository.stars?.formatted())
    fact("Forks", repository.forks?.formatted())
    fact("Open issues", repository.openIssues?.formatted())
    fact("Language", repository.language)
    fact("Topics", repository.topics.isEmpty ? nil : repository.topics.joined(separator: ", "))
    fact("License", repository.license)
    fact("Default branch", repository.defaultBranch)
    if let pushed = repository.pushedAt {
      fact(
        "Last push", "\(pushed.formatted(.iso8601)) (\(RelativeTime.describe(pushed, now: now)))")
    }
    fact("Homepage", repository.homepage)
    fact("URL", repository.htmlURL)
    lines += PageStyle.section("README")
    if detail.isReadmeLoading {
      lines.append(StyledLine("Loading the README…", style: PageStyle.dim))
    } else if let readme = detail.readme {
      lines += PageStyle.readme(readme, isMarkdown: true, width: width)
    } else if let problem = detail.readmeProblem {
      lines += PageStyle.paragraph(
        "The README could not be loaded: \(problem)", style: PageStyle.error, width: width)
    } else {
      lines.append(StyledLine("This repository has no README.", style: PageStyle.dim))
    }
    return lines
  }
}
