import Trellis

/// The notes screen: `x` asks for a task.
final class NotesView: View {
  var onReply: (() -> Void)?

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event == .character("x") else { return false }
    onReply?()
    return true
  }
}
