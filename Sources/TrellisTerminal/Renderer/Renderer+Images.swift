extension Renderer {
  /// A cell no frame holds: put in the frame diffed against where the screen's content is
  /// unknown (under a picture taken down), so the cells there are written again.
  static let unknownCell: Cell = {
    var cell = Cell.replacement(.plain)
    cell.info |= Cell.Flags.unknown
    return cell
  }()

  /// Takes down the pictures that are gone, moved or changed, and returns the frame to diff
  /// `next` against: `base` with the cells under a picture taken down made unknown (so they
  /// are written again, which erases a sixel or iTerm2 picture) and the cells under a kept
  /// picture made equal to `next`'s (so they are not written). Kitty pictures are deleted by
  /// id. After a full repaint (`full`) every picture is placed again.
  mutating func prepareImages(over base: Buffer, next: Buffer, full: Bool) -> Buffer {
    var base = base
    frameWidth = next.width
    keptImageRects = []
    eraseFloors = []
    let placements = next.imagePlacements
    for old in shownImages
    where full || !placements.contains(where: { $0.showsSame(as: old) }) {
      if old.graphicsProtocol.needsDelete {
        if !isDrawing { beginDrawing() }
        appendImageSequence(GraphicsSequences.kittyDelete(id: old.id))
      }
      if !full { base.overwriteCells(in: old.rect, with: Renderer.unknownCell) }
    }
    if full {
      shownImages = []
      return base
    }
    for placement in placements
    where shownImages.contains(where: { $0.showsSame(as: placement) }) {
      base.copyCells(in: placement.rect, from: next)
      keptImageRects.append(placement.rect)
    }
    if !keptImageRects.isEmpty {
      eraseFloors = Array(repeating: 0, count: next.height)
      for rect in keptImageRects {
        for row in rect.y..<min(rect.maxY, next.height) {
          eraseFloors[row] = max(eraseFloors[row], rect.maxX)
        }
      }
    }
    return base
  }

  /// Writes the payload of every placement of `next` the screen does not show yet, after
  /// the frame's text (so no text is written over it), each from its rectangle's top left;
  /// then remembers `next`'s placements as shown.
  mutating func placeNewImages(_ next: Buffer) {
    for placement in next.imagePlacements
    where !shownImages.contains(where: { $0.showsSame(as: placement) }) {
      if !isDrawing { beginDrawing() }
      appendCSI()
      appendDecimal(placement.rect.y + 1)
      put(0x3B)
      appendDecimal(placement.rect.x + 1)
      put(0x48)
      appendImageSequence(placement.payload)
      // Where a payload leaves the cursor depends on the protocol and the terminal.
      cursorRow = -1
      cursorColumn = -1
    }
    shownImages = next.imagePlacements
  }

  /// Appends a picture sequence, wrapped for tmux when ``imagePassthrough`` says so.
  mutating func appendImageSequence(_ bytes: [UInt8]) {
    switch imagePassthrough {
    case .none: append(bytes)
    case .tmux: append(GraphicsSequences.tmuxPassthrough(bytes))
    }
  }
}
