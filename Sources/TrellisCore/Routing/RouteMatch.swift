/// A route matched against a pattern: the path parameters it binds and typed access to
/// them and to the query.
///
/// The typed readers look a name up among the path parameters first, then the query
/// items (the first item of that name). A required reader throws
/// ``RouteError/missingParameter(name:route:)`` when the name is absent; every reader
/// throws ``RouteError/badParameter(name:value:expected:)`` when the value is not of its
/// kind. A screen factory that lets these errors out gets them shown to the user.
public struct RouteMatch: Hashable, Sendable {
  /// The pattern that matched.
  public let pattern: RoutePattern
  /// The route that was matched.
  public let route: Route
  /// The path parameters by name, decoded (a rest parameter's segments joined by `/`).
  public let parameters: [String: String]
  /// The segments a rest parameter (`*name`) matched, if the pattern has one.
  public let restSegments: [String]?

  /// A match of `route` against `pattern` binding `parameters`.
  public init(
    pattern: RoutePattern, route: Route, parameters: [String: String],
    restSegments: [String]? = nil
  ) {
    self.pattern = pattern
    self.route = route
    self.parameters = parameters
    self.restSegments = restSegments
  }

  /// The raw value of `name`: a path parameter, else the first query item so named.
  public func optionalString(_ name: String) -> String? {
    parameters[name] ?? route.queryValue(name)
  }

  /// The raw value of `name`.
  ///
  /// - Throws: ``RouteError/missingParameter(name:route:)`` when it is absent.
  public func string(_ name: String) throws -> String {
    guard let value = optionalString(name) else {
      throw RouteError.missingParameter(name: name, route: route.written)
    }
    return value
  }

  /// The value of `name` as a whole number.
  ///
  /// - Throws: ``RouteError/numberTooBig(name:value:maximum:)`` or
  ///   ``RouteError/numberTooSmall(name:value:minimum:)`` for digits beyond `Int`'s range.
  public func int(_ name: String) throws -> Int {
    try wholeNumber(name, try string(name))
  }

  /// The value of `name` as a whole number, or nil when absent.
  public func optionalInt(_ name: String) throws -> Int? {
    try optionalString(name).map { try wholeNumber(name, $0) }
  }

  /// The value of `name` as a number (`2.5`, `-1`, `1e3`).
  public func double(_ name: String) throws -> Double {
    try convert(name, try string(name), expected: "a number") { Self.finiteDouble($0) }
  }

  /// The value of `name` as a number, or nil when absent.
  public func optionalDouble(_ name: String) throws -> Double? {
    try optionalString(name).map {
      try convert(name, $0, expected: "a number") { Self.finiteDouble($0) }
    }
  }

  /// The value of `name` as a yes/no: `true`, `yes`, `on`, `1` or `false`, `no`, `off`, `0`
  /// (any case).
  public func bool(_ name: String) throws -> Bool {
    try convert(name, try string(name), expected: Self.boolExpectation) { Self.parseBool($0) }
  }

  /// The value of `name` as a yes/no, or nil when absent.
  public func optionalBool(_ name: String) throws -> Bool? {
    try optionalString(name).map {
      try convert(name, $0, expected: Self.boolExpectation) { Self.parseBool($0) }
    }
  }

  /// The value of `name` converted by `T(_:)` (any `LosslessStringConvertible`, like a
  /// `UInt8` or a string-backed type); `expected` describes the kind for the error message.
  public func value<T: LosslessStringConvertible>(
    _ name: String, as type: T.Type, expected: String
  ) throws -> T {
    try convert(name, try string(name), expected: expected) { T($0) }
  }

  /// The first value of the query item `name` (query only, not path parameters).
  public func query(_ name: String) -> String? {
    route.queryValue(name)
  }

  /// Every value of the query item `name`, in order.
  public func queryValues(_ name: String) -> [String] {
    route.queryValues(name)
  }

  private func convert<T>(
    _ name: String, _ value: String, expected: String, _ parse: (String) -> T?
  ) throws -> T {
    guard let converted = parse(value) else {
      throw RouteError.badParameter(name: name, value: value, expected: expected)
    }
    return converted
  }

  /// `value` as an `Int`; digits it cannot hold are too big or too small, not "not a whole
  /// number".
  private func wholeNumber(_ name: String, _ value: String) throws -> Int {
    if let number = Int(value) { return number }
    let digits = value.first == "-" || value.first == "+" ? value.dropFirst() : value[...]
    if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) {
      throw value.first == "-"
        ? RouteError.numberTooSmall(name: name, value: value, minimum: Int.min)
        : RouteError.numberTooBig(name: name, value: value, maximum: Int.max)
    }
    throw RouteError.badParameter(name: name, value: value, expected: "a whole number")
  }

  private static let boolExpectation = "yes or no (true/false, on/off, 1/0)"

  private static func parseBool(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default: return nil
    }
  }

  private static func finiteDouble(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
