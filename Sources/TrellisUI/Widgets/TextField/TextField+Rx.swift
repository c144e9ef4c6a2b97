import TrellisRx

@MainActor
extension Reactive where Base: TextField {
  /// The field's text: the current text on subscription, then the text after each user
  /// edit (typing, deleting, pasting). Binding text into it sets the field without echoing
  /// it back; a bound `nil` clears the field. Completes when the field is deallocated.
  public var text: ControlProperty<String?> {
    let values = Observable<String?>.deferred { [weak field = base] in
      guard let field else { return Observable<String?>.empty() }
      return field.edits.startWith(field.text)
    }
    let sink = Binder<String?>(base) { field, text in
      let newText = text ?? ""
      if field.text != newText { field.text = newText }
    }
    return ControlProperty(values: values, valueSink: sink)
  }

  /// Enter presses while the field is focused. Completes when the field is deallocated.
  public var didSubmit: ControlEvent<Void> {
    ControlEvent(events: base.submits)
  }

  /// What an edit or a set text left out, and why (past the maximum length, or marks of a
  /// character longer than a cell shows), each time one does: for a message saying the text
  /// was cut (`TextFieldCut.message(field:)`). Completes when the field is deallocated.
  public var cut: ControlEvent<TextFieldCut> {
    ControlEvent(events: base.cuts)
  }

  /// Sets the placeholder.
  public var placeholder: Binder<String> {
    Binder(base) { field, placeholder in field.placeholder = placeholder }
  }
}
