/// What a screen asks the navigator to do. View models output these; the screen passes
/// them on through ``Screen/navigation`` and the ``Navigator`` performs them.
///
/// Routes are strings (deep links such as `tasks/3/edit`), so a plugin opens another
/// plugin's screens without importing it. When a screen opened by `push` or `present`
/// closes with a result, the result comes back to the screen that asked, on
/// ``Screen/results``.
public enum NavigationIntent: CustomStringConvertible {
  /// Pushes `route` onto the current tab's stack.
  case push(String)
  /// Presents `route` modally, over the stack.
  case present(String)
  /// Opens a deep link: selects the tab that owns it and builds the stack beneath it.
  case open(String)
  /// Pops the top of the current tab's stack (never the root).
  case pop
  /// Pops the current tab's stack back to its root.
  case popToRoot
  /// Closes the screen that sends it — a modal is dismissed, a pushed screen popped (with
  /// whatever is above it) — handing `result` to the screen that opened it.
  case dismiss(result: Any?)
  /// Goes back: dismisses the top modal, else pops the stack; never below the root.
  case back
  /// Selects the tab at `index` (0-based).
  case selectTab(Int)

  /// The intent in words, like `push(tasks/3)` or `dismiss(result: Task)`.
  public var description: String {
    switch self {
    case .push(let route): return "push(\(route))"
    case .present(let route): return "present(\(route))"
    case .open(let route): return "open(\(route))"
    case .pop: return "pop"
    case .popToRoot: return "popToRoot"
    case .dismiss(let result):
      return "dismiss(result: \(result.map { String(describing: $0) } ?? "nil"))"
    case .back: return "back"
    case .selectTab(let index): return "selectTab(\(index))"
    }
  }
}
