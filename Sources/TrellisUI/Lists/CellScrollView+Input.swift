import Foundation
import TrellisTerminal

extension CellScrollView {
  /// The keys of a list or grid:
  ///
  /// - Up/Down (and `k`/`j`) move the selection a row, Left/Right (`h`/`l`) an item in a
  ///   grid; PgUp/PgDn a screenful; Home/End (`g`/`G`) to the first and last item. With no
  ///   selection, a move selects the first item on screen (Home and End their own item).
  ///   The selection is kept on screen.
  /// - Enter emits `itemSelected` for the selection.
  /// - `deleteKeys` (Delete and `d`) emit `itemDeleted` for the selection, when something
  ///   observes `itemDeleted` (a letter among them only with `usesLetterKeys`).
  ///
  /// Other keys, any key the list has no use for (a letter it does not move by, a delete key
  /// nobody listens for), and any key when there are no items, go on to the superview — and
  /// on to the window's and the app's handlers.
  func handleKey(_ event: KeyEvent) -> Bool {
    let count = loadedItemCount
    guard count > 0 else { return false }
    if deleteKeys.contains(event), takesDeleteKey(event) {
      guard let selected = selectedItem else { return false }
      let path = indexPath(forItem: selected)
      emit { [events] in events.itemDeleted.onNext(path) }
      return true
    }
    guard event.modifiers.isEmpty else { return false }
    let start = selectedItem ?? visibleRange.first ?? 0
    let target: Int?
    switch event.key {
    case .enter:
      guard let selected = selectedItem else { return false }
      let path = indexPath(forItem: selected)
      emit { [events] in events.itemSelected.onNext(path) }
      return true
    case .up: target = move(from: start, .up)
    case .down: target = move(from: start, .down)
    case .left: target = move(from: start, .left)
    case .right: target = move(from: start, .right)
    case .home: target = 0
    case .end: target = count - 1
    case .pageUp: target = selectedItem == nil ? start : Swift.max(0, start - itemsPerPage)
    case .pageDown:
      target = selectedItem == nil ? start : Swift.min(count - 1, start + itemsPerPage)
    case .character(let letter) where usesLetterKeys:
      switch letter {
      case "k": target = move(from: start, .up)
      case "j": target = move(from: start, .down)
      case "h": target = move(from: start, .left)
      case "l": target = move(from: start, .right)
      case "g": target = 0
      case "G": target = count - 1
      default: return false
      }
    default:
      return false
    }
    guard let target else { return false }
    select(target, reveal: true)
    return true
  }

  /// Whether `event`, one of `deleteKeys`, deletes: something observes `itemDeleted`, and a
  /// letter only while the list takes letter keys.
  private func takesDeleteKey(_ event: KeyEvent) -> Bool {
    guard events.itemDeleted.hasObservers else { return false }
    if case .character = event.key { return usesLetterKeys }
    return true
  }

  /// The item a move goes to: from no selection, the starting item itself.
  private func move(from start: Int, _ direction: CellMoveDirection) -> Int? {
    guard let next = item(from: start, moving: direction) else { return nil }
    return selectedItem == nil ? start : next
  }

  /// The mouse: a left press on an item selects it and emits `itemSelected` (the window has
  /// already focused the view, or a focusable view in the cell); the wheel scrolls
  /// `wheelStep` lines, keeping the selection on screen.
  func handleMouse(_ event: MouseEvent) -> Bool {
    reloadIfNeeded()
    switch event.kind {
    case .wheelUp:
      scroll(byLines: -Swift.max(1, wheelStep))
      return true
    case .wheelDown:
      scroll(byLines: Swift.max(1, wheelStep))
      return true
    case .press where event.button == .left:
      guard let index = item(atColumn: event.column, row: event.row) else { return false }
      select(index, reveal: true)
      let path = indexPath(forItem: index)
      emit { [events] in events.itemSelected.onNext(path) }
      return true
    default:
      return false
    }
  }

  /// Moving, and what someone listens for: choosing (Enter) and deleting (shown with its
  /// letter, `d`, when it has one); moving and choosing are the first hints a short status
  /// bar leaves out. A list nobody chooses from does not offer Enter.
  var listKeyHints: [KeyHint] {
    var hints = [KeyHint("↑↓", "move", importance: .low)]
    if events.itemSelected.hasObservers {
      hints.append(KeyHint("enter", "select", importance: .low))
    }
    let keys = deleteKeys.filter(takesDeleteKey)
    let letter = keys.first { key in
      if case .character = key.key { return true }
      return false
    }
    if let key = letter ?? keys.first {
      hints.append(KeyHint(key.description.lowercased(), "delete"))
    }
    return hints
  }
}
