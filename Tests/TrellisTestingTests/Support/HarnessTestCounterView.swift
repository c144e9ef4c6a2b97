import Trellis

/// The counters screen's view: a label, focusable; `+` adds, `o` opens the detail, `e`
/// edits the count in a modal.
final class HarnessTestCounterView: View {
  let label = Label("Count: 0")
  let plus = PublishSubject<Void>()
  let open = PublishSubject<Void>()
  let edit = PublishSubject<Void>()

  override init() {
    super.init()
    addSubview(label)
  }

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    switch event.key {
    case .character("+"): plus.onNext(())
    case .character("o"): open.onNext(())
    case .character("e"): edit.onNext(())
    default: return false
    }
    return true
  }

  override var keyHints: [KeyHint] {
    [KeyHint("+", "add"), KeyHint("o", "open"), KeyHint("e", "edit")]
  }
}
