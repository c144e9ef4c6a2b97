import TrellisRx
import TrellisTerminal

/// A modal dialog: a titled box with a wrapped message and a row of buttons.
///
/// Present it with ``present(in:)`` (a modal overlay, centered; the default button gets the
/// focus, which goes back where it was when the dialog is dismissed). The user answers by
/// pressing a button (Enter or Space on the focused one, or a click), by an option's
/// shortcut key (`y`, `n`…), or with Esc for the cancel option. Tab, Shift-Tab, Left and
/// Right move between the buttons. Choosing dismisses the dialog and
/// reports the option's index to `onChoice` and `rx.choice`.
///
/// While shown, the dialog consumes every key except Tab, Shift-Tab and control keys
/// (Ctrl-C still reaches the app). For the common yes/no question use
/// ``confirm(in:title:message:confirmTitle:cancelTitle:)``.
public final class Dialog: View {
  /// One answer the dialog offers.
  public struct Option: Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// A key that chooses it (matched case-insensitively), if any.
    public var shortcut: Character?
    /// Whether Esc chooses it.
    public var isCancel: Bool

    /// An option titled `title`.
    public init(_ title: String, shortcut: Character? = nil, isCancel: Bool = false) {
      self.title = title
      self.shortcut = shortcut
      self.isCancel = isCancel
    }
  }

  /// The options, one button each, left to right.
  public let options: [Option]
  /// The option whose button has the focus when the dialog is presented.
  public let defaultIndex: Int
  /// Called with the chosen option's index, after the dialog is dismissed.
  public var onChoice: ((Int) -> Void)?
  /// The longest a message line gets before it wraps, in columns.
  public var preferredMessageWidth = 50 {
    didSet { setNeedsLayout() }
  }

  private let border: BorderView
  private let content: DialogContent
  /// The chosen indices, for `rx.choice`; completes when the dialog goes away.
  let choices = PublishSubject<Int>()

  /// A dialog titled `title` asking `message`, with a button for each option.
  public init(title: String, message: String, options: [Option], defaultIndex: Int = 0) {
    self.options = options
    self.defaultIndex = Swift.max(0, Swift.min(defaultIndex, options.count - 1))
    let buttons = options.map { Button($0.title) }
    content = DialogContent(
      message: Label(message, lineMode: .wrap, maximumLines: 0), buttons: buttons)
    border = BorderView(
      PaddingView(content, insets: EdgeInsets(horizontal: 1)), title: title,
      focusedStyle: Style(foreground: .cyan, attributes: .bold))
    super.init()
    addSubview(border)
    for (index, button) in buttons.enumerated() {
      button.onTap = { [weak self] in self?.choose(index) }
    }
  }

  deinit {
    choices.onCompleted()
  }

  /// The buttons, one per option.
  public var buttons: [Button] { content.buttons }

  /// The message, wrapped within `preferredMessageWidth` (or the room there is), the
  /// buttons and the box.
  public override func sizeThatFits(_ available: Size) -> Size {
    let chrome = 4  // The box's two sides and the padding inside them.
    let width = Swift.min(
      available.width - chrome, Swift.max(preferredMessageWidth, content.buttonsWidth))
    let inner = content.sizeThatFits(Size(width: width, height: available.height - 2))
    let titleWidth = DisplayWidth.of(TextSanitizer.sanitize(border.title ?? "")) + 2
    return Size(
      width: Swift.min(available.width, Swift.max(inner.width, titleWidth) + chrome),
      height: Swift.min(available.height, inner.height + 2))
  }

  /// Shows the dialog centered in `window` as a modal overlay and focuses the default
  /// button. Does nothing if it is already shown there.
  public func present(in window: Window) {
    guard self.window !== window else { return }
    window.present(self, placement: .centered, modal: true)
    if buttons.indices.contains(defaultIndex) {
      window.focus(buttons[defaultIndex])
    }
  }

  /// Takes the dialog off its window, which gives the focus back to the view that had it
  /// before (see `Window.dismiss(_:)`).
  public func dismiss() {
    window?.dismiss(self)
  }

  /// Chooses option `index` as the user would: dismisses the dialog, then reports it.
  public func choose(_ index: Int) {
    guard options.indices.contains(index) else { return }
    dismiss()
    onChoice?(index)
    choices.onNext(index)
  }

  /// Esc, the options' shortcuts and Left/Right; swallows other keys but Tab and control
  /// keys.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.contains(.control) { return false }
    switch event.key {
    case .tab, .backTab:
      return false
    case .escape:
      if let cancel = options.firstIndex(where: \.isCancel) { choose(cancel) }
    case .left:
      window?.focusPrevious()
    case .right:
      window?.focusNext()
    case .enter:
      choose(defaultIndex)
    case .character(let character) where event.modifiers.subtracting(.shift).isEmpty:
      let key = character.lowercased()
      if let index = options.firstIndex(where: { $0.shortcut?.lowercased() == key }) {
        choose(index)
      }
    default:
      break
    }
    return true
  }

  /// True: the dialog keeps every key but Tab, Shift-Tab and control keys.
  public override var keepsKeys: Bool { true }

  /// The answers' keys.
  public override var keyHints: [KeyHint] {
    var hints = options.compactMap { option in
      option.shortcut.map { KeyHint(String($0), TextSanitizer.sanitize(option.title)) }
    }
    if let cancel = options.first(where: \.isCancel), !cancel.title.isEmpty {
      hints.append(KeyHint("esc", TextSanitizer.sanitize(cancel.title)))
    }
    return hints
  }
}
