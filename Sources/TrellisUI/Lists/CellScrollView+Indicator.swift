import TrellisTerminal

extension CellScrollView {
  // MARK: Scroll bar

  /// Whether the scroll bar shows: it is wanted, there is a column to spare for it, and
  /// the content (laid out at the full width) is taller than the view.
  var isScrollIndicatorShown: Bool {
    showsScrollIndicator && frame.width > 1 && frame.height > 0
      && contentHeight(width: frame.width) > frame.height
      && canSpareColumn(ofWidth: frame.width)
  }

  /// Where the cells go: the frame, less the scroll bar's column while it shows.
  var cellArea: Rect {
    guard isScrollIndicatorShown else { return frame }
    return Rect(x: frame.x, y: frame.y, width: frame.width - 1, height: frame.height)
  }

  /// The lines of content, at the cells' width.
  var contentHeight: Int {
    contentHeight(width: cellArea.width)
  }

  /// The rows of the scroll bar's thumb, from the top of the view: as tall as the visible
  /// part of the content is of the whole (at least one row), at the top when scrolled to
  /// the top, at the bottom when scrolled to the end, and in proportion between.
  var scrollThumbRows: Range<Int>? {
    guard isScrollIndicatorShown else { return nil }
    let height = frame.height
    let content = contentHeight
    let thumb = Swift.max(1, Swift.min(height, (height * height + content / 2) / content))
    let highest = clampedOffset(content)
    guard highest > 0 else { return 0..<thumb }
    let travel = height - thumb
    var top = (offset * travel + highest / 2) / highest
    // Only the very top and the very end put the thumb against an edge.
    if offset > 0 { top = Swift.max(top, Swift.min(1, travel)) }
    if offset < highest { top = Swift.min(top, Swift.max(0, travel - 1)) }
    return top..<(top + thumb)
  }

  /// Draws the scroll bar in the rightmost column: `│` for the track, `┃` for the thumb.
  func drawScrollIndicator(in buffer: inout Buffer) {
    guard !isHidden, let thumb = scrollThumbRows else { return }
    let column = frame.maxX - 1
    for row in 0..<frame.height {
      let inThumb = thumb.contains(row)
      buffer.set(
        Cell(symbol: inThumb ? "┃" : "│", style: inThumb ? scrollThumbStyle : scrollTrackStyle),
        column: column, row: frame.y + row)
    }
  }
}
