import CCmark

/// A GitHub-flavoured Markdown document parsed by libcmark-gfm, with the table,
/// strikethrough, autolink and tasklist extensions.
///
/// The parser and the node tree are C memory: ``parse(_:_:)`` hands the root to a closure
/// and frees both when the closure returns, so no node may escape the closure.
enum MarkdownDocument {
  /// The extensions attached to every parser.
  static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

  /// Registers the core extensions once per process. cmark-gfm's registry is a global list
  /// that `cmark_gfm_core_extensions_ensure_registered` fills without a lock, so the call
  /// sits behind Swift's thread-safe lazy initialisation of a static; afterwards the
  /// registry is only read.
  private static let registered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// Parses `markdown` and returns what `body` makes of the document's root node, or nil
  /// when cmark could not make a parser or a document. The tree is freed when `body`
  /// returns.
  static func parse<Result>(_ markdown: String, _ body: (MarkdownNode) -> Result) -> Result? {
    guard registered, let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      if let syntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntax)
      }
    }
    var text = markdown
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
    }
    guard let root = cmark_parser_finish(parser) else { return nil }
    defer { cmark_node_free(root) }
    return body(MarkdownNode(root))
  }
}
