import Foundation
import Trellis

/// How a new package depends on Trellis: by path on this checkout's `Products/` packages
/// when the tool runs from one, else by version from package URLs, the framework's given with
/// `--trellis-url` and its companions' beside it.
///
/// Trellis comes as four packages, so that each shared library links the others instead of
/// holding a copy (SwiftPM puts every target of a package a product needs into the
/// product): `Trellis` (the framework, libTrellis.so), `TrellisTesting` (test support),
/// `TrellisImages` and `TrellisPlugins` (the feature plugins).
struct TrellisDependency {
  /// One of Trellis's packages.
  enum Package: String, CaseIterable {
    case trellis = "Trellis"
    case testing = "TrellisTesting"
    case images = "TrellisImages"
    case plugins = "TrellisPlugins"

    /// The name of the package's repository beside the framework's: `trellis-testing`.
    var repository: String { ScaffoldName.kebabCase(rawValue) }
  }

  /// This checkout, when the packages depend on it by path.
  let checkout: URL?
  /// The framework's package URL, when the packages depend on released versions.
  let url: URL?
  /// Trellis's own `.swift-format`, when the checkout has one.
  let formatConfiguration: String?

  /// The line in `dependencies:` for `package`.
  func declaration(_ package: Package) -> String {
    if let checkout {
      let path = checkout.appendingPathComponent("Products/\(package.rawValue)").path
      return ".package(name: \"\(package.rawValue)\", path: \"\(path)\")"
    }
    return ".package(url: \"\(location(of: package))\", from: \"\(TrellisCore.version.semantic)\")"
  }

  /// The name `.product(name:package:)` refers to `package` by.
  func packageName(_ package: Package) -> String {
    guard checkout == nil else { return package.rawValue }
    let name = URL(string: location(of: package))?.deletingPathExtension().lastPathComponent
    return name.flatMap { $0.isEmpty ? nil : $0 } ?? package.repository
  }

  /// `.product(name: "<product>", package: …)` for a product of `package`.
  func product(_ product: String, of package: Package) -> String {
    ".product(name: \"\(product)\", package: \"\(packageName(package))\")"
  }

  /// Where `package` is published: the framework at ``url``; a companion beside it, named
  /// like ``Package/repository`` with the framework URL's extension (`.git`).
  private func location(of package: Package) -> String {
    guard let url else { return "" }
    guard package != .trellis else { return url.absoluteString }
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    return url.deletingLastPathComponent().appendingPathComponent(package.repository + suffix)
      .absoluteString
  }

  /// The checkout this tool was built from, when it is still there.
  static var checkout: URL? {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Products/Trellis/Package.swift")
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
      return TrellisDependency(checkout: nil, url: parsed, formatConfiguration: nil)
    }
    guard let checkout else {
      throw ToolError.usage(
        "this trellis was not run from a Trellis checkout; give the Trellis package with "
          + "--trellis-url URL (the new package then depends on Trellis "
          + "\(TrellisCore.version.semantic) or later)")
    }
    let format = try? String(
      contentsOf: checkout.appendingPathComponent(".swift-format"), encoding: .utf8)
    return TrellisDependency(checkout: checkout, url: nil, formatConfiguration: format)
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
