/// The range of a whole-number setting, so that a number too big (or too small) for it is
/// reported as such, with the limit, rather than as "not a whole number".
struct SettingsNumberRange {
  private let fits: (SettingsJSONValue) -> Bool
  private let minimum: String
  private let maximum: String

  /// The range of `type` when it is a whole-number type (`Int`, `UInt8`, `Int?`…); nil for
  /// any other type.
  init?<Value>(of type: Value.Type) {
    if let integer = type as? any FixedWidthInteger.Type {
      self.init(integer)
    } else if let optional = type as? any OptionalWholeNumber.Type {
      self.init(optional.wrappedType)
    } else {
      return nil
    }
  }

  private init<Number: FixedWidthInteger>(_ type: Number.Type) {
    minimum = String(Number.min)
    maximum = String(Number.max)
    fits = { json in
      switch json {
      case .integer(let value): return Number(exactly: value) != nil
      case .double(let value): return Number(exactly: value) != nil
      default: return true
      }
    }
  }

  /// How `json` passes the range — too big (above `limit`, the largest value) or too small
  /// (below `limit`, the smallest) — when it is a whole number (`42`, `1e30`, `-7.0`)
  /// outside it; nil for one inside, for a fraction and for any other kind of value.
  func overflow(of json: SettingsJSONValue) -> (tooBig: Bool, limit: String)? {
    let negative: Bool
    switch json {
    case .integer(let value): negative = value < 0
    case .double(let value) where value.isFinite && value.rounded() == value: negative = value < 0
    default: return nil
    }
    if fits(json) { return nil }
    return negative ? (false, minimum) : (true, maximum)
  }
}

/// An optional whole-number type (`Int?`), whose range is its wrapped type's.
protocol OptionalWholeNumber {
  /// The wrapped whole-number type.
  static var wrappedType: any FixedWidthInteger.Type { get }
}

extension Optional: OptionalWholeNumber where Wrapped: FixedWidthInteger {
  static var wrappedType: any FixedWidthInteger.Type { Wrapped.self }
}
