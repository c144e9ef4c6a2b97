import TrellisRx
import TrellisTerminal

@MainActor
extension Reactive where Base: View {
  /// Shows or hides the view.
  public var isHidden: Binder<Bool> {
    Binder(base) { view, hidden in view.isHidden = hidden }
  }

  /// Sets or clears the view's background style.
  public var backgroundStyle: Binder<Style?> {
    Binder(base) { view, style in view.backgroundStyle = style }
  }
}
