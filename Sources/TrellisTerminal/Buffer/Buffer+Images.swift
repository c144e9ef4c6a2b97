extension Buffer {
  /// Places a picture over `placement.rect` and returns true; the cells under it should be
  /// drawn first (blanks, usually): they show if the picture is later drawn over.
  ///
  /// Refused (false, nothing placed) when the rectangle is empty or not wholly inside the
  /// clip (see `clipped(to:_:)`): a picture cannot be clipped, so the caller draws symbols instead. A placement
  /// with the same id replaces the earlier one. Anything drawn over one of its cells
  /// afterwards (`set`, `write`, `fill`, `setStyle`) removes the placement; `clear()` removes
  /// them all.
  @discardableResult
  public mutating func place(_ placement: ImagePlacement) -> Bool {
    let rect = placement.rect
    guard !rect.isEmpty, rect.intersection(clip) == rect else { return false }
    imagePlacements.removeAll { $0.id == placement.id }
    imagePlacements.append(placement)
    return true
  }

  /// Removes every placement that meets `rect` (something is drawn over it).
  mutating func uncover(_ rect: Rect) {
    guard !rect.isEmpty else { return }
    imagePlacements.removeAll { !$0.rect.intersection(rect).isEmpty }
  }

  /// Puts `cell` in every cell of `rect` (inside the buffer) as it is: no wide-glyph
  /// repair, no placement removed. For the renderer's own copies of frames.
  mutating func overwriteCells(in rect: Rect, with cell: Cell) {
    let target = rect.intersection(area)
    guard !target.isEmpty else { return }
    for row in target.y..<target.maxY {
      for column in target.x..<target.maxX {
        cells[row * width + column] = cell
      }
    }
  }

  /// Copies the cells of `rect` from `other` (the same size) as they are, pooled clusters
  /// brought along; returns whether any differed. For the renderer's own copies of frames.
  @discardableResult
  mutating func copyCells(in rect: Rect, from other: Buffer) -> Bool {
    guard other.width == width, other.height == height else { return false }
    let target = rect.intersection(area)
    guard !target.isEmpty else { return false }
    var changed = false
    for row in target.y..<target.maxY {
      for index in (row * width + target.x)..<(row * width + target.maxX)
      where !sameCell(at: index, as: other) {
        cells[index] = adopt(other.cells[index], from: other)
        changed = true
      }
    }
    return changed
  }
}
