import TrellisTerminal
import TrellisUI

/// The text of the built-in pages and of `--list-plugins` and `--list-routes`.
enum AppPages {
  static let heading = Style(attributes: .bold)
  static let dim = Style(attributes: .dim)
  static let failure = Style(foreground: .red)

  /// The Plugins screen's rows and reports: for each plugin of `report`, its row (id,
  /// version, name, status in short) and its whole report (`manifests` in the report's
  /// order; what it registered, from `registry`).
  static func pluginItems(
    _ report: PluginLoadReport, manifests: [PluginManifest], registry: PluginRegistry,
    leftOutByCode: Set<String>
  ) -> [PluginsView.Item] {
    // The refused libraries' rows share the columns; they follow the plugins' rows.
    let rows = columns(
      report.entries.map { entry -> [String] in
        let status: String
        switch entry.status {
        case .loaded: status = "loaded"
        case .disabled: status = "disabled"
        case .failed: status = "failed"
        }
        return [entry.id, entry.version, entry.displayName, status]
      }
        + report.refusedLibraries.map {
          [
            PluginLoadReport.fileName($0.file), "-", $0.isFolder ? "folder" : "library",
            "refused",
          ]
        })
    return zip(report.entries, zip(manifests, rows)).map { entry, pair in
      let (manifest, row) = pair
      var lines = [
        StyledLine("\(entry.displayName) (\(entry.id) \(entry.version))", style: heading)
      ]
      if let file = entry.file { lines.append(StyledLine("From \(file).")) }
      switch entry.status {
      case .loaded: lines.append(StyledLine("Loaded."))
      case .disabled:
        let what =
          entry.file == nil
          ? "not loaded." : "its library is loaded, the plugin is not registered."
        lines.append(StyledLine("Disabled in the settings: \(what)", style: dim))
      case .failed(let error):
        lines.append(StyledLine("Left out: \(error.message)", style: failure))
      }
      func list(_ title: String, _ items: [String]) {
        lines.append(
          StyledLine("\(title): \(items.isEmpty ? "none" : items.joined(separator: ", "))"))
      }
      let id = entry.id
      list("Routes", registry.routes.filter { $0.pluginID == id }.map(\.pattern.description))
      list("Tabs", registry.tabs.filter { $0.pluginID == id }.map(\.title))
      list(
        "Commands",
        registry.commands.filter { $0.pluginID == id }.map { command in
          command.keyName.map { "\(command.title) (\($0))" } ?? command.title
        })
      list("Needs services", manifest.requiredServices.map(\.name))
      list("Uses if present", manifest.optionalServices.map(\.name))
      list("Needs plugins", manifest.requiredPlugins)
      list("Plugin API", ["\(manifest.apiVersion.lowerBound)…\(manifest.apiVersion.upperBound)"])
      let style: Style
      switch entry.status {
      case .loaded: style = .plain
      case .disabled: style = dim
      case .failed: style = failure
      }
      return PluginsView.Item(
        id: entry.id, row: row, style: style, report: lines,
        fixed: entry.id == ShellPlugin.id
          ? .alwaysOn : leftOutByCode.contains(entry.id) ? .alwaysOff : nil)
    }
      + refusedLibraryItems(
        report.refusedLibraries, rows: rows.suffix(report.refusedLibraries.count))
  }

  /// An item for each refused plugin library or folder, with its `rows`: its name, and the
  /// reason.
  static func refusedLibraryItems(_ refused: [DynamicPlugins.Refused], rows: ArraySlice<String>)
    -> [PluginsView.Item]
  {
    zip(refused, rows).map { refused, row in
      let name = TextSanitizer.sanitize(PluginLoadReport.fileName(refused.file))
      return PluginsView.Item(
        id: refused.file, row: row, style: failure,
        report: [
          StyledLine(name, style: heading),
          StyledLine(TextSanitizer.sanitize("Refused: \(refused.error)"), style: failure),
        ],
        fixed: .refused)
    }
  }

  /// The route lines: the pattern, the title and the plugin, in columns.
  static func routes(_ registry: PluginRegistry) -> [String] {
    let rows = registry.routes.map { [$0.pattern.description, $0.title, $0.pluginID] }
    return columns(rows)
  }

  /// The Help page at `width` columns: the app's keys, the tabs, the commands with keys,
  /// the routes. A row too long for the width wraps under its last column, so a description
  /// is never cut.
  static func help(
    name: String, shellHints: [KeyHint], tabs: [PluginTab], registry: PluginRegistry,
    width: Int
  ) -> [StyledLine] {
    var lines = StyledLine(name, style: heading).wrapped(toWidth: width) + [StyledLine("")]
    lines.append(StyledLine("Keys", style: heading))
    lines += wrappedColumns(shellHints.map { ["  " + $0.keys, $0.action] }, width: width)
    lines.append(StyledLine(""))
    lines.append(StyledLine("Tabs", style: heading))
    let tabRows = tabs.prefix(9).enumerated().map { ["  \($0.offset + 1)", $0.element.title] }
    lines += wrappedColumns(tabRows, width: width)
    let commands = registry.commands.map { ["  " + ($0.keyName ?? ""), $0.title, $0.pluginID] }
    if !commands.isEmpty {
      lines.append(StyledLine(""))
      lines.append(StyledLine("Commands (in the palette)", style: heading))
      lines += wrappedColumns(commands, width: width)
    }
    lines.append(StyledLine(""))
    lines.append(StyledLine("Routes (type one in the palette)", style: heading))
    let routeRows = registry.routes.map { ["  " + $0.pattern.description, $0.title, $0.pluginID] }
    lines += wrappedColumns(routeRows, width: width)
    return lines
  }

  /// `rows` in columns (see ``columns(_:)``), each wrapped to `width` under its last column
  /// (or a third of the width, when that column starts further right).
  static func wrappedColumns(_ rows: [[String]], width: Int) -> [StyledLine] {
    let (lines, widths) = laidOut(rows)
    return zip(lines, rows).flatMap { line, row -> [StyledLine] in
      let start = widths.prefix(max(0, row.count - 1)).reduce(0) { $0 + $1 + 2 }
      let hang = min(start, max(0, width / 3))
      return StyledLine(line).wrapped(toWidth: width, indent: String(repeating: " ", count: hang))
    }
  }

  /// `rows` with each column padded to its widest cell, two spaces apart, trailing spaces
  /// trimmed; text is sanitized.
  static func columns(_ rows: [[String]]) -> [String] {
    laidOut(rows).lines
  }

  /// ``columns(_:)``'s lines, and the width of each column.
  private static func laidOut(_ rows: [[String]]) -> (lines: [String], widths: [Int]) {
    let clean = rows.map { $0.map { TextSanitizer.sanitize($0) } }
    let count = clean.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      clean.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
    }
    let lines = clean.map { row in
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
    return (lines, widths)
  }
}
