import TrellisRx
import TrellisTerminal

@MainActor
extension Reactive where Base: Label {
  /// Sets the label's text; `nil` shows nothing.
  public var text: Binder<String?> {
    Binder(base) { label, text in label.text = text ?? "" }
  }

  /// Sets the label's style.
  public var style: Binder<Style> {
    Binder(base) { label, style in label.style = style }
  }
}
