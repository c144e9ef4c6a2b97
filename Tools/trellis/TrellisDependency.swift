import Foundation
import Trellis

/// How a new package depends on Trellis: by path on this checkout when the tool runs from
/// one, else by version from a package URL given with `--trellis-url`.
struct TrellisDependency {
  /// The line in `dependencies:`.
  let declaration: String
  /// The package name `.product(name:package:)` refers to.
  let packageName: String
  /// Trellis's own `.swift-format`, when the checkout has one.
  let formatConfiguration: String?

  /// The checkout this tool was built from, when it is still there.
  static var checkout: URL? {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8),
      text.contains("name: \"Trellis\"")
    else { return nil }
    return root
  }

  /// The dependency for `url` (`--trellis-url`), or on `checkout`.
  ///
  /// - Throws: ``ToolError`` when neither is there.
  static func choose(url: String?, checkout: URL? = Self.checkout) throws -> TrellisDependency {
    if let url {
      guard let parsed = URL(string: url), parsed.scheme != nil else {
        throw ToolError.usage("--trellis-url \(url) is not a URL; give the Trellis package's")
      }
      var name = parsed.deletingPathExtension().lastPathComponent
      if name.isEmpty { name = "trellis" }
      return TrellisDependency(
        declaration: ".package(url: \"\(url)\", from: \"\(TrellisCore.version.semantic)\")",
        packageName: name, formatConfiguration: nil)
    }
    guard let checkout else {
      throw ToolError.usage(
        "this trellis was not run from a Trellis checkout; give the Trellis package with "
          + "--trellis-url URL (the new package then depends on Trellis "
          + "\(TrellisCore.version.semantic) or later)")
    }
    let format = try? String(
      contentsOf: checkout.appendingPathComponent(".swift-format"), encoding: .utf8)
    return TrellisDependency(
      declaration: ".package(name: \"Trellis\", path: \"\(checkout.path)\")",
      packageName: "Trellis", formatConfiguration: format)
  }

  /// A `.swift-format` for a package without Trellis's own at hand.
  static let plainFormatConfiguration = """
    {
      "version": 1,
      "lineLength": 100,
      "indentation": { "spaces": 2 }
    }

    """
}
