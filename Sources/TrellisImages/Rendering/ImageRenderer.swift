import CChafa
import Foundation
import TrellisTerminal
import TrellisUI

/// Draws a decoded picture into terminal cells with libchafa.
///
/// In symbol mode (the default, shown by every colour terminal) each cell gets a block
/// symbol with a foreground and background colour chosen so the cell looks like the
/// pixels under it. Colours are made for `colorDepth`: 24-bit `Color.rgb` by default (the
/// terminal renderer down-samples them where needed), or chafa's own 256-colour
/// (`Color.indexed`), 16-colour (`Color.ansi`) or colourless choice, which look better on
/// such terminals than down-sampled 24-bit colour. Transparent pixels leave the terminal's
/// default colours.
///
/// For terminals with a pixel protocol, `pixelImage(_:fitting:protocol:)` makes a kitty,
/// iTerm2 or sixel payload instead. Rendering is thread-safe; every chafa object made is
/// freed before the call returns. It costs tens of milliseconds for a full-screen grid, so
/// views render off the main thread (see `ImageView.renderScheduler`).
public struct ImageRenderer: Hashable, Sendable {
  /// The colours the terminal shows.
  public var colorDepth: ColorDepth
  /// The characters used.
  public var symbols: ImageSymbols
  /// A cell's width divided by its height (about 0.5 on most terminals).
  public var cellAspect: Double

  /// The largest grid rendered, in cells a side; bigger boxes are refused.
  public static let maxCells = 4096

  /// A renderer for 24-bit colour and block symbols by default.
  public init(
    colorDepth: ColorDepth = .trueColor, symbols: ImageSymbols = .blocks, cellAspect: Double = 0.5
  ) {
    self.colorDepth = colorDepth
    self.symbols = symbols
    self.cellAspect = cellAspect
  }

  /// The grid `image` takes when fitted into `box` with its aspect ratio kept.
  public func fittedSize(of image: DecodedImage, in box: Size) -> Size {
    ImageGeometry.fit(width: image.width, height: image.height, in: box, cellAspect: cellAspect)
  }

  /// `image` scaled to the largest grid inside `box` that keeps its aspect ratio.
  ///
  /// - Throws: `ImageError.renderFailed` if `box` is over `maxCells` a side or libchafa
  ///   fails.
  public func render(_ image: DecodedImage, fitting box: Size) throws -> RenderedImage {
    try render(image, size: fittedSize(of: image, in: box))
  }

  /// `image` stretched to exactly `size` cells.
  ///
  /// - Throws: `ImageError.renderFailed` if `size` is over `maxCells` a side or libchafa
  ///   fails.
  public func render(_ image: DecodedImage, size: Size) throws -> RenderedImage {
    guard size.width > 0, size.height > 0 else {
      return .empty
    }
    try Self.checkGrid(size)
    let depth = colorDepth
    let cells = try ChafaDrawing.withCanvas(
      image, columns: size.width, rows: size.height, output: .symbols(symbols, depth)
    ) { canvas in
      var cells: [Cell] = []
      cells.reserveCapacity(size.width * size.height)
      for row in 0..<size.height {
        for column in 0..<size.width {
          cells.append(Self.cell(canvas, column: column, row: row, depth: depth))
        }
      }
      return cells
    }
    guard let rendered = RenderedImage(size: size, cells: cells) else {
      throw ImageError.renderFailed("libchafa returned the wrong number of cells")
    }
    return rendered
  }

  /// `image` fitted into `box` as a kitty, iTerm2 or sixel payload.
  ///
  /// - Parameters:
  ///   - pixelProtocol: The protocol to speak.
  ///   - cellWidth: A cell's width in pixels on the terminal.
  ///   - cellHeight: A cell's height in pixels on the terminal.
  ///   - environment: The terminal's environment; its own sequences are used when chafa's
  ///     database knows it speaks `pixelProtocol`, the standard ones otherwise.
  /// - Throws: `ImageError.renderFailed` if the grid is too big or libchafa fails.
  public func pixelImage(
    _ image: DecodedImage, fitting box: Size, protocol pixelProtocol: PixelProtocol,
    cellWidth: Int = 10, cellHeight: Int = 20, environment: [String: String] = [:]
  ) throws -> PixelImage {
    let width = max(1, cellWidth)
    let height = max(1, cellHeight)
    let size = ImageGeometry.fit(
      width: image.width, height: image.height, in: box,
      cellAspect: Double(width) / Double(height))
    let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    guard !frame.isEmpty else {
      return PixelImage(pixelProtocol: pixelProtocol, frame: frame, bytes: [])
    }
    try Self.checkGrid(size)
    let knowsProtocol =
      (try? TermDatabase.withTermInfo(environment: environment) {
        TermDatabase.has(pixelProtocol, in: $0)
      }) ?? false
    let terminal = knowsProtocol ? environment : pixelProtocol.referenceEnvironment
    let bytes = try TermDatabase.withTermInfo(environment: terminal) { info in
      try ChafaDrawing.withCanvas(
        image, columns: size.width, rows: size.height,
        output: .pixels(pixelProtocol, cellWidth: width, cellHeight: height)
      ) { canvas -> [UInt8] in
        guard let printed = chafa_canvas_print(canvas, info) else {
          throw ImageError.renderFailed("libchafa printed nothing")
        }
        defer { g_string_free(printed, 1) }
        let length = Int(printed.pointee.len)
        guard let start = printed.pointee.str, length > 0 else { return [] }
        return start.withMemoryRebound(to: UInt8.self, capacity: length) {
          Array(UnsafeBufferPointer(start: $0, count: length))
        }
      }
    }
    return PixelImage(pixelProtocol: pixelProtocol, frame: frame, bytes: bytes)
  }

  private static func checkGrid(_ size: Size) throws {
    guard size.width <= maxCells, size.height <= maxCells else {
      throw ImageError.renderFailed(
        "\(size.width)×\(size.height) cells is over the \(maxCells)-cell limit a side")
    }
  }

  /// The cell at (`column`, `row`) of a symbol canvas.
  private static func cell(_ canvas: OpaquePointer, column: Int, row: Int, depth: ColorDepth)
    -> Cell
  {
    let x = Int32(column)
    let y = Int32(row)
    var foreground: Int32 = -1
    var background: Int32 = -1
    if depth == .trueColor {
      chafa_canvas_get_colors_at(canvas, x, y, &foreground, &background)
    } else {
      chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background)
    }
    var symbol = " "
    if let scalar = Unicode.Scalar(chafa_canvas_get_char_at(canvas, x, y)) {
      let character = Character(scalar)
      // Chafa only picks printable one-column symbols from our maps; be sure anyway.
      if TextSanitizer.isClean(String(character)), DisplayWidth.of(character) == 1 {
        symbol = String(character)
      }
    }
    let style = Style(
      foreground: color(foreground, depth: depth), background: color(background, depth: depth))
    return Cell(symbol: symbol, style: style)
  }

  /// A chafa colour value as a terminal colour; negative values (transparent, or a colour
  /// the symbol does not show) are the terminal's default.
  private static func color(_ value: Int32, depth: ColorDepth) -> Color {
    guard value >= 0 else { return .default }
    switch depth {
    case .trueColor:
      return .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    case .indexed256:
      return value < 256 ? .indexed(UInt8(value)) : .default
    case .ansi16:
      return value < 16 ? .ansi(UInt8(value)) : .default
    case .none:
      return .default
    }
  }
}
