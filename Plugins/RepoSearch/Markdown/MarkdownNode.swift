import CCmark

/// A borrowed view of one node of a cmark-gfm tree: what the renderers read from it.
///
/// Valid only inside ``MarkdownDocument/parse(_:_:)``'s closure, which owns the tree.
struct MarkdownNode: Equatable {
  /// What a node is, core and extension types alike.
  enum Kind: Equatable {
    case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading
    case thematicBreak, table, tableRow, tableCell
    case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
    case strikethrough
    /// A type this renderer does not know (footnotes, future extensions).
    case other
  }

  /// How a table column is aligned by its delimiter row.
  enum Alignment: Equatable {
    case left, center, right
  }

  /// The C node.
  let pointer: OpaquePointer

  /// The view of `pointer`.
  init(_ pointer: OpaquePointer) {
    self.pointer = pointer
  }

  /// The node's type.
  var kind: Kind {
    let type = cmark_node_get_type(pointer)
    switch type {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
    case CMARK_NODE_LIST: return .list
    case CMARK_NODE_ITEM: return .item
    case CMARK_NODE_CODE_BLOCK: return .codeBlock
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_HEADING: return .heading
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    case CMARK_NODE_TEXT: return .text
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_CODE: return .code
    case CMARK_NODE_HTML_INLINE: return .htmlInline
    case CMARK_NODE_EMPH: return .emphasis
    case CMARK_NODE_STRONG: return .strong
    case CMARK_NODE_LINK: return .link
    case CMARK_NODE_IMAGE: return .image
    default: return extensionKind
    }
  }

  /// The kind of a node made by an extension, whose type number is assigned at run time
  /// (the extensions' type globals are not in the installed headers), by its type name.
  private var extensionKind: Kind {
    switch typeName {
    case "table": return .table
    case "table_header", "table_row": return .tableRow
    case "table_cell": return .tableCell
    case "strikethrough": return .strikethrough
    default: return .other
    }
  }

  /// cmark's name for the node's type (`paragraph`, `table_cell`, `tasklist`…).
  var typeName: String {
    guard let name = cmark_node_get_type_string(pointer) else { return "" }
    return String(cString: name)
  }

  /// The first child, if any.
  var firstChild: MarkdownNode? {
    cmark_node_first_child(pointer).map(MarkdownNode.init)
  }

  /// The next sibling, if any.
  var next: MarkdownNode? {
    cmark_node_next(pointer).map(MarkdownNode.init)
  }

  /// The parent, if any.
  var parent: MarkdownNode? {
    cmark_node_parent(pointer).map(MarkdownNode.init)
  }

  /// The children, first to last (read lazily through the sibling links).
  var children: UnfoldSequence<MarkdownNode, MarkdownNode?> {
    sequence(state: firstChild) { node in
      defer { node = node?.next }
      return node
    }
  }

  /// The text of a text, code, code block or HTML node ("" for other nodes).
  var literal: String {
    cmark_node_get_literal(pointer).map { String(cString: $0) } ?? ""
  }

  /// A link's or image's destination ("" for other nodes).
  var url: String {
    cmark_node_get_url(pointer).map { String(cString: $0) } ?? ""
  }

  /// A fenced code block's info string ("" when there is none).
  var fenceInfo: String {
    cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
  }

  /// A heading's level, 1–6 (0 for other nodes).
  var headingLevel: Int {
    Int(cmark_node_get_heading_level(pointer))
  }

  /// Whether a list is numbered.
  var isOrderedList: Bool {
    cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST
  }

  /// An ordered list's first number.
  var listStart: Int {
    Int(cmark_node_get_list_start(pointer))
  }

  /// Whether an ordered list's numbers end in `)` rather than `.`.
  var hasParenDelimiter: Bool {
    cmark_node_get_list_delim(pointer) == CMARK_PAREN_DELIM
  }

  /// Whether a list is tight (no blank lines between or inside its items).
  var isTightList: Bool {
    cmark_node_get_list_tight(pointer) != 0
  }

  /// Whether a list item is a task (`[ ]` or `[x]`).
  var isTask: Bool {
    typeName == "tasklist"
  }

  /// Whether a task item is checked.
  var isChecked: Bool {
    cmark_gfm_extensions_get_tasklist_item_checked(pointer)
  }

  /// Whether a table row is the header row.
  var isHeaderRow: Bool {
    cmark_gfm_extensions_get_table_row_is_header(pointer) != 0
  }

  /// A table's column alignments, one per column (left where the delimiter row says
  /// nothing).
  var tableAlignments: [Alignment] {
    let count = Int(cmark_gfm_extensions_get_table_columns(pointer))
    guard count > 0, let raw = cmark_gfm_extensions_get_table_alignments(pointer) else {
      return []
    }
    return (0..<count).map { index in
      switch raw[index] {
      case UInt8(ascii: "c"): return .center
      case UInt8(ascii: "r"): return .right
      default: return .left
      }
    }
  }
}
