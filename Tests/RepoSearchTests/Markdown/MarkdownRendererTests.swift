import Testing
import Trellis

@testable import RepoSearch

@Suite("MarkdownRenderer with hostile and large input") struct MarkdownRendererTests {
  /// Escape sequences and controls: clear screen, an OSC 52 clipboard write, a C1 CSI, a
  /// right-to-left override, and the same through entities.
  static let hostile = "\u{1B}[2J \u{1B}]52;c;ZXZpbA==\u{07} \u{9B}31m \u{202E}txt.exe"
  static let hostileEntities = "&#x1b;[2J &#27;]52;c;eA==&#7; &#x9b;1m &#x202e;"

  static let hostileDocument = """
    # Title \(hostile)

    Para \(hostile) \(hostileEntities) `code \(hostile)` *em \(hostile)*

    ```sh \(hostile)
    code \(hostile)
    ```

    - item \(hostile)
    > quote \(hostile)

    | h \(hostile) | b |
    |---|---|
    | \(hostile) | \(hostileEntities) |

    [link \(hostile)](https://x.y/\u{1B}[2J) ![alt \(hostile)](i\u{9B}.png) <span \(hostile)>

    <div>
    \(hostile)
    </div>
    """

  @Test(arguments: [1, 4, 20, 80])
  func controlCharactersNeverReachTheOutput(width: Int) {
    let lines = MarkdownRenderer.render(Self.hostileDocument, width: width)
    #expect(!lines.isEmpty)
    for line in lines {
      for span in line.spans {
        #expect(
          !span.text.unicodeScalars.contains(where: isHostile), "\(span.text.debugDescription)")
      }
    }
  }

  @Test func controlCharactersAreShownAsVisiblePlaceholders() {
    let text = texts("\(Self.hostile)", width: 200).joined()
    #expect(text == "␛[2J ␛]52;c;ZXZpbA==␇ �31m �txt.exe")
    #expect(texts(Self.hostileEntities, width: 200) == ["␛[2J ␛]52;c;eA==␇ �1m �"])
    #expect(texts("```\na\u{1B}b\n```", width: 20) == ["  a␛b"])
  }

  static let variedDocument = """
    # A heading long enough to wrap at narrow widths 漢字漢字

    Text with **bold**, *italic*, ~~strike~~, `code`, a [link](https://example.com/a/long/path)
    and an autolink <https://example.com>, 漢字かなカナ, emoji 👍🏽 and \
    averyveryveryveryveryveryverylongwordwithoutanyspaces.

    ```swift
    let value = "a long line of code that will need to be cut at narrow widths 漢字"
    \tindented
    ```

    1. first item with a long enough text to wrap
       - nested [x] bullet 漢字漢字漢字
         > quoted inside a list with words
    2. [x] done
    10. ten

    > quote
    > > nested quote with a long line that wraps at any width
    > > > > > > > > > > > > deep 漢字

    | Column | Right | Center |
    |:--|--:|:-:|
    | 漢字 | 1 | `x` |
    | a long cell value | 123456789 | **b** |

    ---

    <p align="center"><img src="logo.png" alt="logo"></p>

    ![an image](https://example.com/image.png)
    """

  @Test func noLineIsWiderThanTheWidth() {
    for width in 1...120 {
      let lines = MarkdownRenderer.render(Self.variedDocument, width: width)
      #expect(lines.count > 10)
      for line in lines where line.width > width {
        Issue.record("width \(width): \(line.width) columns: \(line.text)")
      }
    }
  }

  @Test func blankLinesNeverDoubleNorEndTheDocument() {
    for width in [4, 10, 40, 120] {
      let lines = texts(Self.variedDocument, width: width)
      #expect(lines.first?.isEmpty == false)
      #expect(lines.last?.isEmpty == false)
      for index in lines.indices.dropFirst() where lines[index].isEmpty {
        #expect(!lines[index - 1].isEmpty, "width \(width), line \(index)")
      }
    }
  }

  @Test func aHundredThousandNestedQuotesRender() {
    let markdown = String(repeating: ">", count: 100_000) + " deep"
    let lines = MarkdownRenderer.render(markdown, width: 80)
    #expect(lines.map(\.text) == [String(repeating: "│ ", count: 8) + "deep"])
  }

  @Test func aHundredThousandNestedListsRender() {
    let markdown = String(repeating: "- ", count: 100_000) + "deep"
    let lines = texts(markdown, width: 80)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("• ◦ ▪ • ◦ ▪ • ◦ ") == true)
    #expect(lines.first?.hasSuffix(" deep") == true)
  }

  @Test func deeplyNestedInlinesRender() {
    let depth = 20_000
    let markdown =
      String(repeating: "*a ", count: depth) + "x" + String(repeating: "*", count: depth)
    let lines = MarkdownRenderer.render(markdown, width: 80)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.width <= 80 })
  }

  @Test func aBigReadmeIsCutAtTheLimitWithANotice() {
    let paragraph = "Some **bold** text with a [link](https://example.com) and `code`.\n\n"
    let markdown = String(repeating: paragraph, count: 2 * MarkdownRenderer.maximumInputBytes / 70)
    #expect(markdown.utf8.count > MarkdownRenderer.maximumInputBytes)
    let lines = MarkdownRenderer.render(markdown, width: 80)
    #expect(lines.last == line((MarkdownRenderer.cutNotice, Style(attributes: [.dim, .italic]))))
    #expect(lines[lines.count - 2] == line())
    #expect(lines[lines.count - 3].text.hasPrefix("Some bold text"))
    #expect(lines.allSatisfy { $0.width <= 80 })
    // About 1 MiB of paragraphs, each a line and a blank line.
    let shown = lines.count / 2
    #expect(abs(shown - MarkdownRenderer.maximumInputBytes / paragraph.utf8.count) <= 2)
  }

  @Test func aDocumentWithinTheLimitIsNotCut() {
    let markdown = String(repeating: "word ", count: MarkdownRenderer.maximumInputBytes / 5)
    #expect(markdown.utf8.count == MarkdownRenderer.maximumInputBytes - 1)
    let lines = texts(markdown, width: 80)
    #expect(lines.count > 1000)
    #expect(lines.last == "word word word")  // 209,715 words, 16 a line.
  }

  @Test func theCapCutsBetweenCharacters() {
    let markdown = String(repeating: "é", count: MarkdownRenderer.maximumInputBytes)
    let (text, wasCut) = MarkdownRenderer.capped("x" + markdown)
    #expect(wasCut)
    #expect(text.utf8.count == MarkdownRenderer.maximumInputBytes - 1)
    #expect(!text.contains("\u{FFFD}"))
  }
}
