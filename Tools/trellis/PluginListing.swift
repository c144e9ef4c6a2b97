import Foundation
import Trellis

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
      found.loaded.map { loaded -> (file: String, lines: [String], loads: Bool) in
        let (lines, loads) = describe(loaded.plugin.manifest)
        return (loaded.file, lines, loads)
      }
      + found.refused.map { (file: $0.file, lines: ["loads: no: \($0.error)"], loads: false) }
    guard !paragraphs.isEmpty else {
      return ("No plugin libraries (*.so) in \(folder).", true)
    }
    let header =
      "Plugin libraries in \(folder), for \(TrellisCore.version), Swift "
      + "\(DynamicPluginEntry.compiledBy):"
    // Names and messages come from the files: TrellisTool shows their control characters
    // as `?`.
    let blocks = paragraphs.sorted { $0.file < $1.file }.map { paragraph in
      ([URL(fileURLWithPath: paragraph.file).lastPathComponent]
        + paragraph.lines.map { "  " + $0 }).joined(separator: "\n")
    }
    return (([header] + blocks).joined(separator: "\n\n"), paragraphs.allSatisfy(\.loads))
  }

  /// The manifest's lines, and whether this Trellis can load the plugin.
  private func describe(_ manifest: PluginManifest) -> (lines: [String], loads: Bool) {
    func list(_ items: [String]) -> String {
      items.isEmpty ? "none" : items.joined(separator: ", ")
    }
    let api = manifest.apiVersion
    let lines = [
      "plugin: \(manifest.id) \(manifest.version) (\(manifest.displayName))",
      "plugin API: \(api.lowerBound)…\(api.upperBound)",
      "needs plugins: \(list(manifest.requiredPlugins))",
      "needs services: \(list(manifest.requiredServices.map(\.name)))",
      "uses if present: \(list(manifest.optionalServices.map(\.name)))",
    ]
    if !PluginManifest.isValidID(manifest.id) {
      return (lines + ["loads: no: its id is not a valid plugin id"], false)
    }
    guard api.contains(TrellisCore.pluginAPIVersion) else {
      return (
        lines + [
          "loads: no: it works with plugin API \(api.lowerBound)…\(api.upperBound) and this "
            + "Trellis offers \(TrellisCore.pluginAPIVersion)"
        ], false
      )
    }
    return (lines + ["loads: yes (an app also needs the plugins and services it names)"], true)
  }
}
