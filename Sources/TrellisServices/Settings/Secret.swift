/// A secret such as an API token, read from the environment or a 0600 file by
/// `Settings.secret(_:_:)`. Its value is never shown: printing, interpolating, dumping or
/// debugging it gives `Secret(****)`; `reveal()` is the only way to the value, to hand
/// it to the code that needs it (an `Authorization` header).
public struct Secret: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// Where the secret was read from.
  public let source: SecretSource
  private let value: String

  /// A secret holding `value`, read from `source`.
  public init(_ value: String, source: SecretSource) {
    self.value = value
    self.source = source
  }

  /// The secret's value. Pass it on; never print or log it.
  public func reveal() -> String {
    value
  }

  /// `Secret(****)`.
  public var description: String {
    "Secret(****)"
  }

  /// `Secret(****)`.
  public var debugDescription: String {
    "Secret(****)"
  }

  /// A mirror that shows only the source, so `dump` and debuggers never show the value.
  public var customMirror: Mirror {
    Mirror(self, children: ["source": source.description, "value": "****"], displayStyle: .struct)
  }
}
