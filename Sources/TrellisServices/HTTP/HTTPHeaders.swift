import Foundation

/// HTTP header fields: names compared without case, order and repeats kept.
///
/// Printing headers (`description`, `dump`, string interpolation) shows the values of
/// secret-bearing fields — `Authorization`, cookies, API keys, tokens — as `<redacted>`.
public struct HTTPHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence,
  CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
{
  /// The fields in order, names as given.
  public private(set) var fields: [(name: String, value: String)]

  /// No fields.
  public init() {
    fields = []
  }

  /// These fields, in order.
  public init(_ fields: [(name: String, value: String)]) {
    self.fields = fields
  }

  /// Fields from a dictionary literal, in the order written.
  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The value of `name` (repeats joined with `, `), or nil; setting replaces every field
  /// of that name, and nil removes them.
  public subscript(name: String) -> String? {
    get {
      let values = fields.filter { Self.same($0.name, name) }.map(\.value)
      return values.isEmpty ? nil : values.joined(separator: ", ")
    }
    set {
      if let index = fields.firstIndex(where: { Self.same($0.name, name) }), let newValue {
        fields[index].value = newValue
        var seen = false
        fields.removeAll { field in
          guard Self.same(field.name, name) else { return false }
          defer { seen = true }
          return seen
        }
      } else if let newValue {
        fields.append((name: name, value: newValue))
      } else {
        fields.removeAll { Self.same($0.name, name) }
      }
    }
  }

  /// Adds a field, keeping any others of the same name.
  public mutating func add(name: String, value: String) {
    fields.append((name: name, value: value))
  }

  /// Whether a field named `name` is present.
  public func contains(_ name: String) -> Bool {
    fields.contains { Self.same($0.name, name) }
  }

  /// `self` with every field of `other` set over it.
  public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
    var result = self
    for name in Set(other.fields.map { $0.name.lowercased() }) {
      result[name] = nil
    }
    result.fields.append(contentsOf: other.fields)
    return result
  }

  /// Iterates the fields in order.
  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  /// Equal when the same fields (names without case) come in the same order.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.count == rhs.fields.count
      && zip(lhs.fields, rhs.fields).allSatisfy { same($0.name, $1.name) && $0.value == $1.value }
  }

  /// `Name: value` pairs with secret values redacted.
  public var description: String {
    fields.map { "\($0.name): \(HTTPRedaction.headerValue($0.value, name: $0.name))" }
      .joined(separator: ", ")
  }

  /// The same as `description`: secrets redacted.
  public var debugDescription: String {
    description
  }

  /// A mirror of the redacted fields, so `dump` shows no secrets either.
  public var customMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: fields.map {
        "\($0.name): \(HTTPRedaction.headerValue($0.value, name: $0.name))"
      },
      displayStyle: .collection)
  }

  private static func same(_ lhs: String, _ rhs: String) -> Bool {
    lhs.caseInsensitiveCompare(rhs) == .orderedSame
  }
}
