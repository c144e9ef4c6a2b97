import Foundation
import Trellis

/// The `trellis` command: makes plugin and app packages.
enum TrellisTool {
  static let usage = """
    usage: trellis new plugin <Name> [--id ID] [--path DIR] [--trellis-url URL]
           trellis new app <Name> [--plugins a,b] [--path DIR] [--trellis-url URL]
           trellis plugins [DIR]
           trellis --version | --help

    new plugin   a plugin package: its plugin (a route, a tab, a command), an Input/Output
                 view model, a view and its screen, an app to try it, tests, a README and a
                 DocC catalog. It builds and its tests pass as made: cd there, swift test.
    new app      an app package composing Trellis's plugins (--plugins counters,tasks,repos,
                 photos; all by default; --plugins "" for none, and the app then links
                 libTrellis.so alone) with the command line every Trellis app has.
    plugins      the dynamic plugins (*.so) in DIR (default: the current folder), each with
                 its manifest and whether this Trellis can load it, and why not; exit status
                 1 when one cannot. Loading runs their code: list only folders you trust.

      --id ID            the plugin's id (and route); by default the name in kebab case
      --path DIR         make the package in DIR/<Name> (default: the current folder);
                         the folders of DIR that are missing are made, and named
      --trellis-url URL  depend on the Trellis package at URL, version \
    \(TrellisCore.version.semantic) or later,
                         and on its companions beside it (trellis-testing, trellis-images,
                         trellis-plugins); default: this checkout's Products/, by path

    An existing folder is never overwritten. Exit status: 0 ok, 2 bad arguments, 1 failure.
    """

  /// Runs the command for `arguments` (without the program name), from `directory`;
  /// returns the exit status.
  /// What it prints may quote paths and file names: control characters are shown as `?`.
  static func run(_ arguments: [String], directory: String) -> Int32 {
    do {
      let (text, status) = try perform(arguments, directory: directory)
      print(printable(text))
      return status
    } catch let error as ToolError {
      FileHandle.standardError.write(Data("trellis: \(printable("\(error)"))\n".utf8))
      return error.status
    } catch {
      FileHandle.standardError.write(Data("trellis: \(printable("\(error)"))\n".utf8))
      return 1
    }
  }

  /// `text` with control characters other than line breaks shown as `?`.
  static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map {
          $0 != "\n" && $0.properties.generalCategory == .control ? "?" : $0
        }))
  }

  /// Does what `arguments` ask; returns what to print and the exit status.
  static func perform(_ arguments: [String], directory: String) throws -> (String, Int32) {
    var remaining = arguments[...]
    guard let command = remaining.popFirst() else { return (usage, 0) }
    switch command {
    case "--help", "-h", "help": return (usage, 0)
    case "--version": return ("trellis \(TrellisCore.version)", 0)
    case "new": break
    case "plugins":
      guard remaining.count <= 1, remaining.first?.hasPrefix("-") != true else {
        throw ToolError.usage("trellis plugins takes one folder at most; see trellis --help")
      }
      let folder = URL(
        fileURLWithPath: remaining.first ?? directory, relativeTo: URL(fileURLWithPath: directory))
      let listing = try PluginListing(folder: folder.standardizedFileURL.path).listing()
      return (listing.text, listing.allLoad ? 0 : 1)
    default: throw ToolError.usage("unknown command \(command); see trellis --help")
    }
    guard let kind = remaining.popFirst(), ["plugin", "app"].contains(kind) else {
      throw ToolError.usage("say what to make: trellis new plugin <Name> or trellis new app <Name>")
    }
    guard let typeName = remaining.popFirst(), !typeName.hasPrefix("-") else {
      throw ToolError.usage("give the \(kind)'s name: trellis new \(kind) <Name>")
    }
    var options: [String: String] = [:]
    let allowed =
      kind == "plugin"
      ? ["--id", "--path", "--trellis-url"]
      : ["--plugins", "--path", "--trellis-url"]
    while let flag = remaining.popFirst() {
      guard allowed.contains(flag) else {
        throw ToolError.usage("unknown option \(flag) for new \(kind); see trellis --help")
      }
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw ToolError.usage("\(flag) needs a value; see trellis --help")
      }
      options[flag] = value
    }
    let name = try ScaffoldName(type: typeName, id: options["--id"])
    if kind == "plugin" { try name.refuseTakenPluginID() }
    let trellis = try TrellisDependency.choose(url: options["--trellis-url"])
    let base = URL(
      fileURLWithPath: options["--path"] ?? directory, relativeTo: URL(fileURLWithPath: directory))
    let folder = base.appendingPathComponent(name.type).standardizedFileURL
    if kind == "plugin" {
      let made = try PluginTemplate(name: name, trellis: trellis).scaffold.write(to: folder)
      return (
        madeFolders(made)
          + "Made the plugin \(name.type) (id \(name.id)) in \(folder.path).\n"
          + "Next: cd \(folder.path) && swift test, then swift run \(name.id)-app;\n"
          + "swift build --product \(name.type)Library makes it a library for an app's plugins folder",
        0
      )
    }
    let ids = options["--plugins"].map {
      $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
    }
    let made = try AppTemplate(name: name, ids: ids, trellis: trellis).scaffold.write(to: folder)
    return (
      madeFolders(made) + "Made the app \(name.type) in \(folder.path).\n"
        + "Next: cd \(folder.path) && swift run \(name.id)",
      0
    )
  }

  /// The line naming the folders `--path` named that did not exist and were made (none:
  /// nothing), so that a mistyped path shows at once.
  static func madeFolders(_ folders: [URL]) -> String {
    guard !folders.isEmpty else { return "" }
    return "Made the folder\(folders.count == 1 ? "" : "s") "
      + folders.map(\.path).joined(separator: ", ") + ", which did not exist (--path).\n"
  }
}
