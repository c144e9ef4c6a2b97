import TrellisRx

@MainActor
extension Reactive where Base: Button {
  /// The button's taps (Enter or Space while focused, or a click). Completes when the button
  /// is deallocated; never errors.
  public var tap: ControlEvent<Void> {
    ControlEvent(events: base.taps)
  }

  /// Enables or disables the button.
  public var isEnabled: Binder<Bool> {
    Binder(base) { button, enabled in button.isEnabled = enabled }
  }

  /// Sets the button's title.
  public var title: Binder<String> {
    Binder(base) { button, title in button.title = title }
  }
}
