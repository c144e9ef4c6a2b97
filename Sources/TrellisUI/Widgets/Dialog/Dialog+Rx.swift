import TrellisRx

@MainActor
extension Reactive where Base: Dialog {
  /// The index of each option the user chooses (the dialog is dismissed first). Completes
  /// when the dialog is deallocated.
  public var choice: ControlEvent<Int> {
    ControlEvent(events: base.choices)
  }
}
