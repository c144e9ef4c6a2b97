import TrellisTerminal
import TrellisUI

/// The text of the built-in pages and of `--list-plugins` and `--list-routes`.
enum AppPages {
  static let heading = Style(attributes: .bold)
  static let dim = Style(attributes: .dim)
  static let failure = Style(foreground: .red)

  /// The Plugins page: a summary line, then a line per plugin (id, version, name, status
  /// with the reason of a failure), failures in red.
  static func plugins(_ report: PluginLoadReport?) -> [TextPageView.Line] {
    guard let report else { return [TextPageView.Line("Plugins are not loaded yet.", style: dim)] }
    var lines = [
      TextPageView.Line(
        "\(report.loaded.count) loaded, \(report.disabled.count) disabled, "
          + "\(report.failed.count) failed",
        style: heading),
      TextPageView.Line("\(TrellisCore.version)", style: dim),
      TextPageView.Line(""),
    ]
    for (entry, line) in zip(report.entries, report.lines) {
      switch entry.status {
      case .loaded: lines.append(TextPageView.Line(line))
      case .disabled: lines.append(TextPageView.Line(line, style: dim))
      case .failed: lines.append(TextPageView.Line(line, style: failure))
      }
    }
    return lines
  }

  /// The route lines: the pattern, the title and the plugin, in columns.
  static func routes(_ registry: PluginRegistry) -> [String] {
    let rows = registry.routes.map { [$0.pattern.description, $0.title, $0.pluginID] }
    return columns(rows)
  }

  /// The Help page: the app's keys, the tabs, the commands with keys, the routes.
  static func help(
    name: String, shellHints: [KeyHint], tabs: [PluginTab], registry: PluginRegistry
  ) -> [TextPageView.Line] {
    var lines = [TextPageView.Line(name, style: heading), TextPageView.Line("")]
    lines.append(TextPageView.Line("Keys", style: heading))
    lines += columns(shellHints.map { ["  " + $0.keys, $0.action] }).map { TextPageView.Line($0) }
    lines.append(TextPageView.Line(""))
    lines.append(TextPageView.Line("Tabs", style: heading))
    let tabRows = tabs.prefix(9).enumerated().map { ["  \($0.offset + 1)", $0.element.title] }
    lines += columns(tabRows).map { TextPageView.Line($0) }
    let commands = registry.commands.map { ["  " + ($0.keyName ?? ""), $0.title, $0.pluginID] }
    if !commands.isEmpty {
      lines.append(TextPageView.Line(""))
      lines.append(TextPageView.Line("Commands (in the palette)", style: heading))
      lines += columns(commands).map { TextPageView.Line($0) }
    }
    lines.append(TextPageView.Line(""))
    lines.append(TextPageView.Line("Routes (type one in the palette)", style: heading))
    lines += routes(registry).map { TextPageView.Line("  " + $0) }
    return lines
  }

  /// `rows` with each column padded to its widest cell, two spaces apart, trailing spaces
  /// trimmed; text is sanitized.
  static func columns(_ rows: [[String]]) -> [String] {
    let clean = rows.map { $0.map { TextSanitizer.sanitize($0) } }
    let count = clean.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      clean.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
    }
    return clean.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - DisplayWidth.of(cell) + 2)
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
