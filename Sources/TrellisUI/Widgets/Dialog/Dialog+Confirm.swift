import TrellisRx

extension Dialog {
  /// Asks a yes/no question in a modal dialog: succeeds with true when the user confirms
  /// (the confirm button, `y` or Enter on it) and false when they cancel (the cancel
  /// button, `n` or Esc); the dialog is dismissed either way. Disposing the subscription
  /// before the user answers dismisses the dialog and reports nothing.
  ///
  /// The dialog is presented when the `Single` is subscribed, on the main thread (at once
  /// when subscribed there). The confirm button has the focus, or the cancel button with
  /// `focusesCancel` (for a question whose yes loses something: Enter then keeps it).
  public static func confirm(
    in window: Window, title: String, message: String, confirmTitle: String = "OK",
    cancelTitle: String = "Cancel", focusesCancel: Bool = false
  ) -> Single<Bool> {
    Single<Bool>.create { observer in
      let dialog = Dialog(
        title: title, message: message,
        options: [
          Option(confirmTitle, shortcut: "y"),
          Option(cancelTitle, shortcut: "n", isCancel: true),
        ], defaultIndex: focusesCancel ? 1 : 0)
      dialog.onChoice = { index in observer(.success(index == 0)) }
      dialog.present(in: window)
      return Disposables.create { [weak dialog] in
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
          dialog?.dismiss()
          return Disposables.create()
        }
      }
    }
    .subscribe(on: ConcurrentMainScheduler.instance)
  }
}
