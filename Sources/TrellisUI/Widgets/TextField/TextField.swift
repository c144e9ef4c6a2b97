import TrellisRx
import TrellisTerminal

/// A one-line text input.
///
/// Editing keys while focused: characters insert at the cursor; Backspace and Delete remove
/// a grapheme; Left/Right move by grapheme; Alt-Left/Right, Ctrl-Left/Right and Alt-B/F jump
/// by word; Home/End and Ctrl-A/Ctrl-E go to the ends; Ctrl-U clears to the start, Ctrl-K to
/// the end, Ctrl-W deletes back to the previous whitespace, Alt-Backspace and Alt-D delete a
/// word back and forward; Enter submits (`rx.didSubmit`). Other keys (Tab, Up/Down, Esc,
/// other control keys) pass to the superviews.
///
/// Pasted and typed text is cleaned before it is inserted: each line break (CR LF, CR or
/// LF) and each tab becomes one space, so a multi-line paste joins into one line; other
/// control characters (C0, DEL, C1) and bidi overrides are dropped, so the field's value
/// holds no escape byte. Text set from code is kept as it is. Whatever the text holds, it is
/// sanitized when drawn.
///
/// Each character (grapheme cluster) keeps what a cell shows of it: its first
/// ``maximumScalarsPerCharacter`` scalars (`Cell.maximumBytes` bytes at most), so a letter
/// pasted with thousands of combining marks keeps its base and first marks. What is left
/// out — marks, or text past ``maximumLength`` — is reported on `rx.cut`.
///
/// The cursor counts grapheme clusters; the display measures columns, so wide glyphs take
/// two cells. The view scrolls sideways to keep the cursor visible. An empty field shows its
/// placeholder, dimmed; secure entry shows each grapheme as `•`.
public final class TextField: View {
  /// The text being edited. Setting it puts the cursor at the end and is not reported as a
  /// user edit (`rx.text` does not echo it).
  public var text: String {
    get { editor.text }
    set {
      if editor.setText(newValue) { setNeedsDisplay() }
      reportCut()
    }
  }
  /// The length every field starts with as its ``maximumLength``: room for any line a
  /// person types, and a bound on a huge paste (each key would otherwise redraw megabytes).
  public static let defaultMaximumLength = 4_096
  /// The most scalars one character keeps — a base and 15 marks, modifiers or joined
  /// emoji — as a cell shows it (`Cell.maximumScalars`): the one rule for the field's
  /// value and the screen.
  public nonisolated static let maximumScalarsPerCharacter = TextEditor.maximumScalars
  /// Shown, dimmed, while the text is empty (sanitized when drawn).
  public var placeholder: String {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }
  /// Whether the text is hidden, each grapheme shown as `secureSymbol`; word motions then
  /// jump to the ends.
  public var isSecureTextEntry = false {
    didSet {
      editor.opaqueWords = isSecureTextEntry
      setNeedsDisplay()
    }
  }
  /// The symbol shown for each grapheme in secure entry.
  public var secureSymbol: Character = "•" {
    didSet { setNeedsDisplay() }
  }
  /// The most grapheme clusters the text may hold (``defaultMaximumLength`` unless set; nil
  /// for no limit). Lowering it cuts the text. Text cut — typed, pasted or set beyond it,
  /// or the marks of a character longer than a cell shows — is reported on `rx.cut`, so the
  /// screen can say so.
  public var maximumLength: Int? {
    get { editor.maximumLength }
    set {
      editor.maximumLength = newValue
      reportCut()
      setNeedsDisplay()
    }
  }
  /// How the text looks.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the placeholder looks.
  public var placeholderStyle: Style {
    didSet { setNeedsDisplay() }
  }

  /// The cursor position, in grapheme clusters from the start.
  public var cursorIndex: Int { editor.cursor }
  /// What the last edit, set text or change of ``maximumLength`` left out (empty when
  /// nothing): what `rx.cut` reported last, for a screen bound after its text was set.
  public var lastCut: TextFieldCut { editor.lastCut }
  /// How many grapheme clusters were measured for display so far (for tests of what edits
  /// and drawing cost: each cluster is measured as it comes in, never when drawn).
  var measuredGraphemeCount: Int { editor.measuredCount }

  private var editor = TextEditor()
  /// The first text column shown (columns scrolled off to the left).
  private var scrollOffset = 0
  /// The text after each user edit, for `rx.text`; completes when the field goes away.
  let edits = PublishSubject<String?>()
  /// Enter presses, for `rx.didSubmit`; completes when the field goes away.
  let submits = PublishSubject<Void>()
  /// What each cut edit left out, for `rx.cut`.
  let cuts = PublishSubject<TextFieldCut>()

  /// A field holding `text`, showing `placeholder` while empty.
  public init(
    text: String = "", placeholder: String = "", style: Style = .plain,
    placeholderStyle: Style = Style(attributes: .dim)
  ) {
    self.placeholder = placeholder
    self.style = style
    self.placeholderStyle = placeholderStyle
    super.init()
    editor.maximumLength = Self.defaultMaximumLength
    editor.setText(text)
  }

  deinit {
    edits.onCompleted()
    submits.onCompleted()
    cuts.onCompleted()
  }

  /// Fields take the focus.
  public override var canBecomeFocused: Bool {
    true
  }

  /// All the width offered, one row.
  public override func sizeThatFits(_ available: Size) -> Size {
    Size(width: available.width, height: Swift.min(1, available.height))
  }

  // MARK: Editing

  /// Handles the editing keys; see the type's description.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    let modifiers = event.modifiers
    let wordModifier = modifiers.contains(.alt) || modifiers.contains(.control)
    switch event.key {
    case .character(let character) where modifiers.subtracting(.shift).isEmpty:
      edit { $0.insert(TextInputFilter.singleLine(String(character))) }
    case .character(let character) where modifiers == .control:
      return controlKey(character)
    case .character(let character) where modifiers == .alt:
      switch character {
      case "b": move { $0.moveWordLeft() }
      case "f": move { $0.moveWordRight() }
      case "d": edit { $0.deleteWordForward() }
      default: return false
      }
    case .backspace:
      edit { wordModifier ? $0.deleteWordBackward() : $0.deleteBackward() }
    case .delete:
      edit { wordModifier ? $0.deleteWordForward() : $0.deleteForward() }
    case .left:
      move { wordModifier ? $0.moveWordLeft() : $0.moveLeft() }
    case .right:
      move { wordModifier ? $0.moveWordRight() : $0.moveRight() }
    case .home:
      move { $0.moveToStart() }
    case .end:
      move { $0.moveToEnd() }
    case .enter where modifiers.isEmpty:
      submits.onNext(())
    default:
      return false
    }
    return true
  }

  /// Characters type into the field: the app leaves out the hints of keys they would be.
  public override var takesTypedText: Bool {
    true
  }

  /// The field's own keys: Ctrl-U clears it (to the cursor), Ctrl-W deletes a word.
  public override var keyHints: [KeyHint] {
    [KeyHint("ctrl-u", "clear", importance: .low), KeyHint("ctrl-w", "word", importance: .low)]
  }

  private func controlKey(_ character: Character) -> Bool {
    switch character {
    case "a": move { $0.moveToStart() }
    case "e": move { $0.moveToEnd() }
    case "u": edit { $0.deleteToStart() }
    case "k": edit { $0.deleteToEnd() }
    case "w": edit { $0.deleteWhitespaceWordBackward() }
    default: return false
    }
    return true
  }

  /// Inserts the pasted text at the cursor: line breaks and tabs become spaces, other
  /// control characters and bidi overrides are dropped, the maximum length is kept.
  public override func paste(_ text: String) -> Bool {
    edit { $0.insert(TextInputFilter.singleLine(text)) }
    return true
  }

  /// Applies a user edit; reports the new text when it changed.
  private func edit(_ change: (inout TextEditor) -> Bool) {
    if change(&editor) {
      edits.onNext(editor.text)
    }
    reportCut()
    setNeedsDisplay()
  }

  /// Reports the last edit's cut, if any.
  private func reportCut() {
    if !editor.lastCut.isEmpty { cuts.onNext(editor.lastCut) }
  }

  private func move(_ change: (inout TextEditor) -> Void) {
    change(&editor)
    setNeedsDisplay()
  }

  // MARK: Drawing

  /// The columns of the graphemes before `index` as shown: the editor measured each once,
  /// as it came in; in secure entry each shows as `secureSymbol`.
  private func columns(before index: Int) -> Int {
    if isSecureTextEntry { return index * DisplayWidth.of(secureSymbol) }
    return editor.columns[..<index].reduce(0, +)
  }

  /// Scrolls just enough to keep the cursor's column in view and returns the offset.
  private func updateScrollOffset() -> (offset: Int, cursorColumn: Int) {
    let width = frame.width
    let cursorColumn = columns(before: editor.cursor)
    let total = columns(before: editor.characters.count)
    var offset = scrollOffset
    if cursorColumn < offset { offset = cursorColumn }
    if width > 0, cursorColumn >= offset + width { offset = cursorColumn - width + 1 }
    // Show as much text as fits: no empty room after the cursor while text is scrolled off.
    offset = Swift.max(0, Swift.min(offset, total + 1 - width))
    scrollOffset = offset
    return (offset, cursorColumn)
  }

  /// Draws the visible part of the text, or the placeholder.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
    guard !row.isEmpty else { return }
    let (offset, _) = updateScrollOffset()
    if editor.characters.isEmpty {
      let shown = TextLayout.truncate(TextSanitizer.sanitize(placeholder), toWidth: frame.width)
      buffer.write(shown, column: frame.x, row: frame.y, style: placeholderStyle, clip: row)
      return
    }
    let secure = isSecureTextEntry ? String(secureSymbol) : nil
    let secureWidth = DisplayWidth.of(secureSymbol)
    var column = 0
    for index in editor.characters.indices {
      if column >= offset + frame.width { break }
      let width = secure == nil ? editor.columns[index] : secureWidth
      if column >= offset && column + width <= offset + frame.width {
        let symbol = secure ?? TextSanitizer.sanitize(String(editor.characters[index]))
        buffer.write(
          symbol, column: frame.x + column - offset, row: frame.y, style: style, clip: row)
      }
      column += width
    }
  }

  /// The caret: at the cursor's column in view.
  public override var cursorPosition: (column: Int, row: Int)? {
    guard !frame.isEmpty else { return nil }
    let (offset, cursorColumn) = updateScrollOffset()
    return (frame.x + cursorColumn - offset, frame.y)
  }
}
