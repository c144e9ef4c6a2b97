import CChafa
import TrellisUI

/// Which characters an image is drawn with in symbol mode.
public enum ImageSymbols: String, Hashable, Sendable, CaseIterable {
  /// Block elements (halves, quadrants, eighths) and spaces: the sharpest look that every
  /// font with box drawing shows. The default.
  case blocks
  /// Only the upper and lower half blocks and spaces: two "pixels" a cell, for fonts with
  /// few block elements.
  case halfBlocks
  /// Printable ASCII only, for terminals and fonts without Unicode blocks.
  case ascii

  /// Adds this set's symbols to `map` (a `ChafaSymbolMap`), never wide or ambiguous-width
  /// ones, so every symbol takes exactly one column.
  func configure(_ map: OpaquePointer) {
    switch self {
    case .blocks:
      chafa_symbol_map_add_by_tags(map, tags(CHAFA_SYMBOL_TAG_BLOCK, CHAFA_SYMBOL_TAG_SPACE))
    case .halfBlocks:
      chafa_symbol_map_add_by_tags(
        map, tags(CHAFA_SYMBOL_TAG_VHALF, CHAFA_SYMBOL_TAG_SOLID, CHAFA_SYMBOL_TAG_SPACE))
    case .ascii:
      chafa_symbol_map_add_by_tags(map, tags(CHAFA_SYMBOL_TAG_ASCII, CHAFA_SYMBOL_TAG_SPACE))
    }
    chafa_symbol_map_remove_by_tags(map, tags(CHAFA_SYMBOL_TAG_WIDE, CHAFA_SYMBOL_TAG_BAD))
  }

  private func tags(_ parts: ChafaSymbolTags...) -> ChafaSymbolTags {
    ChafaSymbolTags(rawValue: parts.reduce(0) { $0 | $1.rawValue })
  }
}
