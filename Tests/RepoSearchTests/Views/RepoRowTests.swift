import Foundation
import Testing

@testable import RepoSearch

/// What the palette's "Copy repository URL" puts on the clipboard.
@Suite struct RepoRowTests {
  @Test func githubsPageAddressIsCopiedAsItIs() {
    let row = RepoRow.github(
      GitHubRepository(name: "swift", owner: "apple", htmlURL: "https://github.com/apple/swift"))
    #expect(row.url == "https://github.com/apple/swift")
  }

  @Test func aPageAddressWithControlsIsRebuiltFromTheEncodedName() {
    let hostile = "https://github.com/hostile/x\u{1B}]52;c;aHRtbA==\u{07}\u{202E}"
    let row = RepoRow.github(
      GitHubRepository(
        name: "x\u{1B}[2J", owner: "hostile", fullName: "hostile/x\u{1B}[2J", htmlURL: hostile))
    #expect(row.url == "https://github.com/hostile/x%1B%5B2J")
    #expect(row.url.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) })
  }

  @Test func onlyWebAddressesAreTaken() {
    #expect(!RepoRow.isPlainWebAddress("javascript:alert(1)"))
    #expect(!RepoRow.isPlainWebAddress("https://github.com/a b"))
    #expect(RepoRow.isPlainWebAddress("http://ghe.example/a/b"))
  }

  @Test func aLocalRepositoryIsItsFolderAsAFileURL() {
    let row = RepoRow.local(LocalRepository(path: "/src/my repo", name: "my repo", layout: .bare))
    #expect(row.url == "file:///src/my%20repo")
  }
}
