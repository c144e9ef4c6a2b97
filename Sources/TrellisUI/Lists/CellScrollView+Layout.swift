import Foundation
import TrellisTerminal

extension CellScrollView {
  // MARK: Layout

  /// Places the cells of the visible items, asking the data source for the ones that came
  /// on screen and recycling the ones that left; then sends the events of the pass.
  func layoutCells() {
    reloadIfNeeded()
    isInLayout = true
    if needsReveal, let selected = selectedIndex, frame.height > 0 {
      needsReveal = false
      reveal(selected)
    }
    setOffset(clampedOffset(snapDown(offset)))
    let wanted =
      frame.isEmpty || itemCount == 0
      ? 0..<0 : items(inLines: offset..<(offset + frame.height))
    updateCells(to: wanted)
    for (position, cell) in cells.enumerated() {
      let index = visibleRange.lowerBound + position
      cell.frame = cellFrame(ofItem: index).intersection(cellArea)
      cell.isSelected = index == selectedIndex
    }
    reportBottom()
    isInLayout = false
    let events = pendingEvents
    pendingEvents.removeAll()
    for event in events { event() }
  }

  private func updateCells(to wanted: Range<Int>) {
    let old = visibleRange
    if needsCellReload || wanted.isEmpty || old.isEmpty || wanted.upperBound <= old.lowerBound
      || old.upperBound <= wanted.lowerBound
    {
      needsCellReload = false
      for (position, cell) in cells.enumerated() {
        recycle(cell, index: old.lowerBound + position, wanted: wanted)
      }
      cells.removeAll(keepingCapacity: true)
      visibleRange = wanted.lowerBound..<wanted.lowerBound
      appendCells(for: wanted)
      return
    }
    let dropFront = Swift.max(0, wanted.lowerBound - old.lowerBound)
    let dropBack = Swift.max(0, old.upperBound - wanted.upperBound)
    for (position, cell) in cells.prefix(dropFront).enumerated() {
      recycle(cell, index: old.lowerBound + position, wanted: wanted)
    }
    for (position, cell) in cells.suffix(dropBack).enumerated() {
      recycle(cell, index: old.upperBound - dropBack + position, wanted: wanted)
    }
    cells.removeFirst(dropFront)
    cells.removeLast(dropBack)
    let kept = (old.lowerBound + dropFront)..<(old.upperBound - dropBack)
    visibleRange = kept
    if wanted.lowerBound < kept.lowerBound {
      var front: [ListCell] = []
      for index in wanted.lowerBound..<kept.lowerBound {
        let cell = makeDisplayedCell(index)
        insertSubview(cell, at: front.count)
        front.append(cell)
      }
      cells.insert(contentsOf: front, at: 0)
      visibleRange = wanted.lowerBound..<kept.upperBound
    }
    appendCells(for: visibleRange.upperBound..<wanted.upperBound)
  }

  private func appendCells(for range: Range<Int>) {
    guard !range.isEmpty else { return }
    for index in range {
      let cell = makeDisplayedCell(index)
      insertSubview(cell, at: cells.count)
      cells.append(cell)
    }
    visibleRange = visibleRange.lowerBound..<range.upperBound
  }

  /// A configured cell for the item at `index`, and its `willDisplayCell` event.
  private func makeDisplayedCell(_ index: Int) -> ListCell {
    let cell = makeCell(forItem: index)
    let path = indexPath(forItem: index)
    emit { [events] in events.willDisplayCell.onNext((cell: cell, at: path)) }
    return cell
  }

  /// Takes `cell` off screen; if the focus was inside it, the focus comes back to this
  /// view. Unless its item stays on screen (a reload hands the cell straight back), the
  /// cell hears `didEndDisplaying()` and `didEndDisplayingCell` is queued. Then the pool
  /// prepares it for reuse, which ends its bindings at once, and keeps it or lets it go.
  private func recycle(_ cell: ListCell, index: Int, wanted: Range<Int>) {
    if let focused = window?.focusedView, focused.isDescendant(of: cell) {
      becomeFocused()
    }
    cell.removeFromSuperview()
    let leaves = !wanted.contains(index)
    if leaves { cell.didEndDisplaying() }
    pool.enqueue(cell)
    guard leaves else { return }
    // After a reload the item may be gone, and with it its index path.
    guard index < itemCount else { return }
    let path = indexPath(forItem: index)
    emit { [events] in events.didEndDisplayingCell.onNext((cell: cell, at: path)) }
  }

  /// Emits `reachedBottom` when the last item is on screen and was not at the last report
  /// (it came on screen, or items were added).
  private func reportBottom() {
    let count = itemCount
    guard count > 0, visibleRange.contains(count - 1) else {
      bottomReportedCount = nil
      return
    }
    guard bottomReportedCount != count else { return }
    bottomReportedCount = count
    emit { [events] in events.reachedBottom.onNext(()) }
  }

  /// Adds the selection attributes to the selected cell's area.
  func drawSelection(in buffer: inout Buffer) {
    guard !isHidden, let selected = selectedIndex, visibleRange.contains(selected) else { return }
    let holdsFocus = window?.focusedView.map { $0.isDescendant(of: self) } ?? false
    let attributes = holdsFocus ? focusedSelectionAttributes : selectionAttributes
    guard !attributes.isEmpty else { return }
    let area = cells[selected - visibleRange.lowerBound].frame.intersection(frame)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX {
        var cell = buffer[column, row]
        if cell.isContinuation { continue }
        cell.style.attributes.formUnion(attributes)
        buffer.set(cell, column: column, row: row)
      }
    }
  }
}
