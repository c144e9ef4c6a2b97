import Trellis

/// A focusable view that runs a closure for each character key it knows.
final class HarnessTestKeyView: View {
  var actions: [Character: () -> Void] = [:]

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, case .character(let character) = event.key,
      let action = actions[character]
    else { return false }
    action()
    return true
  }
}
