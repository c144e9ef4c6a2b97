import Foundation
import TrellisCore

/// `trellis plugins [DIR]`: the dynamic plugins in a folder, each with its manifest and
/// whether this Trellis can load it, and why not. The tool loads them as an app would
/// (``DynamicPluginLoader``), so their code runs: list only folders you trust.
struct PluginListing {
  /// The folder.
  let folder: String

  /// The listing (a paragraph per library, in file-name order), and whether every library
  /// in the folder can load.
  ///
  /// - Throws: ``ToolError`` when `folder` is not a folder.
  func listing() throws -> (text: String, allLoad: Bool) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { throw ToolError.usage("no folder at \(folder); check the path") }
    let found = DynamicPluginLoader(folders: [folder]).load(builtIn: [])
    let paragraphs =
      found.loaded.map { (file: $0.file, lines: describe($0.plugin.manifest)) }
      + found.refused.map { (file: $0.file, lines: ["loads: no: \($0.error)"]) }
    guard !paragraphs.isEmpty else {
      return ("No plugin libraries (*.so) in \(folder).", true)
    }
    let header =
      "Plugin libraries in \(folder), for \(TrellisCore.version), Swift "
      + "\(DynamicPluginEntry.compiledBy):"
    let blocks = paragraphs.sorted { $0.file < $1.file }.map { paragraph in
      ([Self.fileName(paragraph.file)] + paragraph.lines.map { "  " + $0 })
        .map(Self.printable).joined(separator: "\n")
    }
    let allLoad =
      found.refused.isEmpty
      && !paragraphs.contains { $0.lines.last?.hasPrefix("loads: no") == true }
    return (([header] + blocks).joined(separator: "\n\n"), allLoad)
  }

  /// The manifest's lines, and whether this Trellis can load the plugin.
  private func describe(_ manifest: PluginManifest) -> [String] {
    func list(_ items: [String]) -> String {
      items.isEmpty ? "none" : items.joined(separator: ", ")
    }
    let api = manifest.apiVersion
    var lines = [
      "plugin: \(manifest.id) \(manifest.version) (\(manifest.displayName))",
      "plugin API: \(api.lowerBound)…\(api.upperBound)",
      "needs plugins: \(list(manifest.requiredPlugins))",
      "needs services: \(list(manifest.requiredServices.map(\.name)))",
      "uses if present: \(list(manifest.optionalServices.map(\.name)))",
    ]
    if !PluginManifest.isValidID(manifest.id) {
      lines.append("loads: no: its id is not a valid plugin id")
    } else if !api.contains(TrellisCore.pluginAPIVersion) {
      lines.append(
        "loads: no: it works with plugin API \(api.lowerBound)…\(api.upperBound) and this "
          + "Trellis offers \(TrellisCore.pluginAPIVersion)")
    } else {
      lines.append("loads: yes (an app also needs the plugins and services it names)")
    }
    return lines
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `text` with control characters shown as `?`: names and messages come from the files.
  private static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
  }
}
