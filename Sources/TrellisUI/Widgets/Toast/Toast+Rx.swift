import TrellisRx

@MainActor
extension Reactive where Base: Toast {
  /// Each time the user takes the toast's action (see `Toast.handleKey`). Completes when
  /// the toast is deallocated.
  public var action: ControlEvent<Void> {
    ControlEvent(events: base.actions)
  }
}
