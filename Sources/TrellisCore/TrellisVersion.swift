/// A version of Trellis: semantic (`major.minor.patch`), with the plugin API version it
/// offers, which changes only when plugins must change.
public struct TrellisVersion: Hashable, Sendable, CustomStringConvertible {
  /// Incompatible changes for apps.
  public let major: Int
  /// New features, compatible.
  public let minor: Int
  /// Fixes.
  public let patch: Int
  /// The plugin API offered; a manifest's `apiVersion` range must hold it.
  public let pluginAPI: Int

  /// The version `semantic` (`major.minor.patch`) names; a part that is missing or not a
  /// number counts as 0.
  public init(semantic: String, pluginAPI: Int) {
    let parts = semantic.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
    self.init(major: parts[0], minor: parts[1], patch: parts[2], pluginAPI: pluginAPI)
  }

  /// A version.
  public init(major: Int, minor: Int, patch: Int, pluginAPI: Int) {
    self.major = major
    self.minor = minor
    self.patch = patch
    self.pluginAPI = pluginAPI
  }

  /// `0.9.0`.
  public var semantic: String { "\(major).\(minor).\(patch)" }

  /// `Trellis 0.9.0 (plugin API 1)`.
  public var description: String { "Trellis \(semantic) (plugin API \(pluginAPI))" }
}
