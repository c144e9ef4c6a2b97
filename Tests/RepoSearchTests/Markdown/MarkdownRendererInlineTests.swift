import Testing
import Trellis

@testable import RepoSearch

@Suite("MarkdownRenderer inlines") struct MarkdownRendererInlineTests {
  private func only(_ markdown: String, width: Int = 60) -> StyledLine? {
    let lines = MarkdownRenderer.render(markdown, width: width)
    return lines.count == 1 ? lines[0] : nil
  }

  @Test func emphasisStrongStrikethroughAndCodeHaveTheirStyles() {
    #expect(
      only("*i* **b** ~~s~~ `c`")
        == line(
          ("i", Styles.italic), (" ", Styles.plain), ("b", Styles.bold), (" ", Styles.plain),
          ("s", Styles.dim), (" ", Styles.plain), ("c", Styles.yellow)))
  }

  @Test func nestedInlineStylesAddUp() {
    #expect(
      only("**bold *both***")
        == line(("bold ", Styles.bold), ("both", Style(attributes: [.bold, .italic]))))
    #expect(
      only("*`x`*") == line(("x", Style(foreground: .yellow, attributes: .italic))))
  }

  @Test func linksShowTheirTargetDimmedAfterTheUnderlinedText() {
    #expect(
      only("see [the docs](https://example.com/docs).")
        == line(
          ("see ", Styles.plain), ("the docs", Styles.underline),
          (" (https://example.com/docs)", Styles.dim), (".", Styles.plain)))
    // The target takes the style around the link, dimmed.
    #expect(
      only("## [a](u)")
        == line(
          ("a", Style(attributes: [.bold, .underline])), (" (u)", Style(attributes: [.bold, .dim])))
    )
  }

  @Test func autolinksShowTheirTargetOnce() {
    #expect(only("<https://example.com>") == line(("https://example.com", Styles.underline)))
    #expect(only("www.example.com") == line(("www.example.com", Styles.underline)))
    #expect(
      only("mail me@example.com")
        == line(("mail ", Styles.plain), ("me@example.com", Styles.underline)))
  }

  @Test func aLinkWithoutTextShowsItsTarget() {
    #expect(only("[](https://x.y)") == line(("https://x.y", Styles.underline)))
  }

  @Test func imagesShowTheirAltTextAndURL() {
    #expect(
      only("![a logo](img/logo.png)")
        == line(("[image: a logo]", Styles.italic), (" (img/logo.png)", Styles.dim)))
  }

  @Test func inlineHTMLIsShownAsDimmedText() {
    #expect(
      only("a <b>x</b> <script>alert(1)</script>")
        == line(
          ("a ", Styles.plain), ("<b>", Styles.dim), ("x", Styles.plain), ("</b>", Styles.dim),
          (" ", Styles.plain), ("<script>", Styles.dim), ("alert(1)", Styles.plain),
          ("</script>", Styles.dim)))
  }

  @Test func entitiesAreDecoded() {
    #expect(texts("&lt;script&gt; &amp; &copy; &#65;") == ["<script> & © A"])
  }

  @Test func aWordMadeOfSeveralStylesWrapsAsOneWord() {
    let lines = MarkdownRenderer.render("aaa **bbb**, `ccc`. ddd", width: 9)
    #expect(lines.map(\.text) == ["aaa bbb,", "ccc. ddd"])
    #expect(
      lines[0] == line(("aaa ", Styles.plain), ("bbb", Styles.bold), (",", Styles.plain)))
    #expect(
      lines[1] == line(("ccc", Styles.yellow), (". ddd", Styles.plain)))
  }
}
