import CChafa
import TrellisTerminal
import TrellisUI

/// Runs libchafa: builds a symbol map, a canvas configuration and a canvas, draws a picture
/// on it, hands the canvas to a closure and frees everything (chafa objects are
/// reference-counted; each one made here is released before returning).
enum ChafaDrawing {
  /// What kind of output the canvas makes.
  enum Output {
    /// Symbols in cells, coloured to `colorDepth`.
    case symbols(ImageSymbols, ColorDepth)
    /// A kitty, iTerm2 or sixel picture, each cell `cellPixels` pixels in size.
    case pixels(PixelProtocol, cellWidth: Int, cellHeight: Int)
  }

  /// Draws `image` on a canvas of `columns`×`rows` cells and returns what `body` makes of
  /// the canvas (an opaque `ChafaCanvas *`).
  static func withCanvas<Result>(
    _ image: DecodedImage, columns: Int, rows: Int, output: Output,
    _ body: (OpaquePointer) throws -> Result
  ) throws -> Result {
    guard let config = chafa_canvas_config_new() else {
      throw ImageError.renderFailed("libchafa could not make a canvas configuration")
    }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    switch output {
    case .symbols(let symbols, let depth):
      guard let map = chafa_symbol_map_new() else {
        throw ImageError.renderFailed("libchafa could not make a symbol map")
      }
      defer { chafa_symbol_map_unref(map) }
      symbols.configure(map)
      // The configuration keeps its own copy of the map.
      chafa_canvas_config_set_symbol_map(config, map)
      chafa_canvas_config_set_canvas_mode(config, canvasMode(for: depth))
      chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
    case .pixels(let pixelProtocol, let cellWidth, let cellHeight):
      chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
      chafa_canvas_config_set_pixel_mode(config, pixelProtocol.chafaPixelMode)
      chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
    }
    guard let canvas = chafa_canvas_new(config) else {
      throw ImageError.renderFailed("libchafa refused a \(columns)×\(rows) canvas")
    }
    defer { chafa_canvas_unref(canvas) }
    image.pixels.withUnsafeBufferPointer { pixels in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width),
        Int32(image.height), Int32(image.rowStride))
    }
    return try body(canvas)
  }

  /// The chafa canvas mode for a terminal showing `depth` colours. The 256-colour mode
  /// leaves out the 16 ANSI colours, which terminal themes change.
  static func canvasMode(for depth: ColorDepth) -> ChafaCanvasMode {
    switch depth {
    case .trueColor: return CHAFA_CANVAS_MODE_TRUECOLOR
    case .indexed256: return CHAFA_CANVAS_MODE_INDEXED_240
    case .ansi16: return CHAFA_CANVAS_MODE_INDEXED_16
    case .none: return CHAFA_CANVAS_MODE_FGBG
    }
  }
}
