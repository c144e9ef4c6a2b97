import Foundation
import TrellisTerminal

extension CellScrollView {
  // MARK: Scroll position

  /// The lines of content scrolled above the top edge (0 at the top). For a list of rows
  /// one line tall without section headers, that is the index of the first visible row.
  public var contentOffset: Int {
    offset
  }

  /// Scrolls so that content line `line` is at the top (moved up to the top of the row
  /// that holds it, and limited to the content); the selection stays where it is.
  public func setContentOffset(_ line: Int) {
    reloadIfNeeded()
    setOffset(clampedOffset(snapDown(Swift.max(0, line))))
  }

  /// Scrolls by `lines` (negative: up), rounded to whole rows, and moves the selection into
  /// view if it left it. What the mouse wheel does.
  public func scroll(byLines delta: Int) {
    reloadIfNeeded()
    guard delta != 0 else { return }
    let target = offset + delta
    setOffset(clampedOffset(delta > 0 ? snapUp(target) : snapDown(Swift.max(0, target))))
    guard let selected = selectedIndex, frame.height > 0 else { return }
    let shown = items(inLines: offset..<(offset + frame.height))
    guard !shown.isEmpty else { return }
    var lastWhole = shown.upperBound - 1
    if lines(ofItem: lastWhole).upperBound > offset + frame.height, lastWhole > shown.lowerBound {
      lastWhole -= 1
    }
    if selected < shown.lowerBound {
      select(shown.lowerBound, reveal: false)
    } else if selected > lastWhole {
      select(lastWhole, reveal: false)
    }
  }

  /// Scrolls as little as needed to show the item at `index` whole.
  func reveal(_ index: Int) {
    let height = frame.height
    guard height > 0 else {
      needsReveal = true
      setNeedsLayout()
      return
    }
    let wanted = revealLines(ofItem: index)
    var target = offset
    if wanted.lowerBound < offset {
      target = snapDown(wanted.lowerBound)
    } else if wanted.upperBound > offset + height {
      target = Swift.min(snapUp(wanted.upperBound - height), snapDown(wanted.lowerBound))
    }
    setOffset(clampedOffset(target))
  }

  func setOffset(_ value: Int) {
    guard value != offset else { return }
    offset = value
    setNeedsLayout()
    emit { [events] in events.contentOffset.onNext(value) }
  }

  /// `line` limited to the offsets that keep content on screen.
  func clampedOffset(_ line: Int) -> Int {
    let content = contentHeight
    let height = frame.height
    guard content > height, content > 0 else { return 0 }
    let highest = Swift.min(snapUp(content - height), snapDown(content - 1))
    return Swift.min(Swift.max(0, line), highest)
  }

  // MARK: Selection

  /// The selected item's index path, if any.
  public var indexPathForSelectedItem: IndexPath? {
    reloadIfNeeded()
    return selectedIndex.map(indexPath(forItem:))
  }

  /// Selects the item at `indexPath` (nil clears the selection) and, if `scrollToVisible`,
  /// scrolls to show it. Emits no event: `itemSelected` is for the user's choices.
  public func selectItem(at indexPath: IndexPath?, scrollToVisible: Bool = true) {
    reloadIfNeeded()
    guard let indexPath else {
      select(nil, reveal: false)
      return
    }
    guard let index = item(for: indexPath) else { return }
    select(index, reveal: scrollToVisible)
  }

  /// Scrolls as little as needed to show the item at `indexPath`.
  public func scrollToItem(at indexPath: IndexPath) {
    reloadIfNeeded()
    if let index = item(for: indexPath) { reveal(index) }
  }

  func select(_ index: Int?, reveal shouldReveal: Bool) {
    if index != selectedIndex {
      selectedIndex = index
      for (position, cell) in cells.enumerated() {
        cell.isSelected = visibleRange.lowerBound + position == index
      }
      setNeedsDisplay()
    }
    if shouldReveal, let index { reveal(index) }
  }

  var selectedItem: Int? {
    selectedIndex
  }
}
