import Foundation
import Trellis

/// tui-rs 0.19's figures at 200×50 (diff and draw one frame): microseconds and bytes.
private let tuiReference: [String: (microseconds: Double, bytes: Int)] = [
  "no-change": (120, 0),
  "10%-change": (199, 9_300),
  "full-change": (313, 10_400),
  "cjk": (444, 56_000),
  "emoji": (443, 61_000),
]

/// One render scenario: two frames the renderer alternates between (or, for no-change, two
/// equal frames built separately, so the cells are really compared).
private struct RenderScenario {
  let name: String
  let first: Buffer
  let second: Buffer
}

private let text =
  "The quick brown fox jumps over the lazy dog; Pack my box with five dozen liquor jugs. "

/// A screen of text in two styles, as a view would draw it.
private func textScreen(width: Int, height: Int) -> Buffer {
  var buffer = Buffer(width: width, height: height)
  let characters = Array(text)
  for row in 0..<height {
    let style =
      row % 5 == 0
      ? Style(foreground: .rgb(200, 200, 80), attributes: .bold)
      : Style(foreground: .rgb(180, 180, 180), background: .rgb(20, 20, 30))
    for column in 0..<width {
      let character = characters[(row * 7 + column) % characters.count]
      buffer.set(Cell(symbol: String(character), style: style), column: column, row: row)
    }
  }
  return buffer
}

/// A screen filled with `glyphs` (wide), each cell different from the same cell of the
/// screen made with `offset + 1`.
private func wideScreen(width: Int, height: Int, glyphs: [String], offset: Int) -> Buffer {
  var buffer = Buffer(width: width, height: height)
  let style = Style(foreground: .rgb(230, 230, 230))
  for row in 0..<height {
    for column in stride(from: 0, to: width - 1, by: 2) {
      let glyph = glyphs[(row + column / 2 + offset) % glyphs.count]
      buffer.set(Cell(symbol: glyph, style: style), column: column, row: row)
    }
  }
  return buffer
}

/// The five scenarios of ratatui's buffer benchmark at `width`×`height`.
private func renderScenarios(width: Int, height: Int) -> [RenderScenario] {
  let screen = textScreen(width: width, height: height)
  var tenPercent = screen
  for index in stride(from: 0, to: width * height, by: 10) {
    let (row, column) = index.quotientAndRemainder(dividingBy: width)
    var cell = tenPercent[column, row]
    cell.style = Style(foreground: .rgb(255, 80, 80), background: cell.style.background)
    tenPercent[column, row] = cell
  }
  let full = Buffer(
    width: width, height: height,
    fill: Cell(symbol: "a", style: Style(foreground: .rgb(10, 200, 10), background: .indexed(17))))
  let otherFull = Buffer(
    width: width, height: height,
    fill: Cell(symbol: "b", style: Style(foreground: .rgb(200, 10, 10), background: .indexed(52))))
  let cjk = ["日", "本", "語", "の", "文", "字", "列", "中", "国", "한", "국", "어"]
  let emoji = ["😀", "😃", "😄", "😁", "😆", "😅", "🤣", "😂", "🙂", "🙃", "😉", "😊"]
  return [
    RenderScenario(
      name: "no-change", first: screen, second: textScreen(width: width, height: height)),
    RenderScenario(name: "10%-change", first: screen, second: tenPercent),
    RenderScenario(name: "full-change", first: full, second: otherFull),
    RenderScenario(
      name: "cjk", first: wideScreen(width: width, height: height, glyphs: cjk, offset: 0),
      second: wideScreen(width: width, height: height, glyphs: cjk, offset: 1)),
    RenderScenario(
      name: "emoji", first: wideScreen(width: width, height: height, glyphs: emoji, offset: 0),
      second: wideScreen(width: width, height: height, glyphs: emoji, offset: 1)),
  ]
}

/// Checks that the renderer's bytes turn `scenario.first` into `scenario.second` on an
/// emulated terminal, so a broken renderer cannot pass as fast.
private func checkRendering(_ scenario: RenderScenario) {
  let terminal = HeadlessTerminal(width: scenario.first.width, height: scenario.first.height)
  terminal.render(scenario.first)
  terminal.render(scenario.second)
  check(terminal.lines == scenario.second.lines, "\(scenario.name): the screen differs")
  check(terminal.anomalies.isEmpty, "\(scenario.name): \(terminal.anomalies.prefix(3))")
}

/// The renderer on ratatui's buffer benchmark scenarios: diff and encode a frame (24-bit
/// colour, synchronized output), best of 5 runs. `only` restricts the run to the named
/// scenarios.
func runRenderBenchmarks(only: [String]) {
  print("render: diff+encode per frame, best of 5 runs, truecolor; tui-rs 0.19 at 200x50")
  let capabilities = TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: true)
  for (width, height) in [(200, 50), (256, 250)] {
    let frames = 20_000_000 / (width * height) / 2 * 2  // even: both directions equally
    for scenario in renderScenarios(width: width, height: height)
    where only.isEmpty || only.contains(scenario.name) {
      checkRendering(scenario)
      var renderer = Renderer(capabilities: capabilities)
      renderer.render(scenario.first)
      var bytes = 0
      let result = measure(scenario.name, events: frames) {
        bytes = 0
        for frame in 0..<frames {
          let (from, to) =
            frame % 2 == 0
            ? (scenario.first, scenario.second) : (scenario.second, scenario.first)
          renderer.render(from: from, to: to)
          bytes += renderer.bytes.count
        }
      }
      let nanoseconds = Double(result.bestNanoseconds) / Double(frames)
      let bytesPerFrame = bytes / frames
      var line =
        "\(scenario.name) \(width)x\(height): \(Int(nanoseconds.rounded())) ns/frame, "
        + "\(bytesPerFrame) bytes/frame"
      line += String(
        format: ", %.2f allocs/frame", Double(result.allocations) / Double(frames))
      if width == 200, height == 50, let reference = tuiReference[scenario.name] {
        let speedup = reference.microseconds * 1000 / nanoseconds
        line += String(
          format: "  (tui-rs %.0f µs, %d bytes: %.1fx faster", reference.microseconds,
          reference.bytes, speedup)
        if reference.bytes > 0 {
          line += String(
            format: ", %.2fx the bytes", Double(bytesPerFrame) / Double(reference.bytes))
        }
        line += ")"
      }
      print(line)
    }
  }
}
