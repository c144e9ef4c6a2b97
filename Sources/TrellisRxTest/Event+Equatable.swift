extension Event: Equatable where Element: Equatable {
  /// Events are equal when they are the same case with equal elements; two errors are
  /// equal when they have the same type and the same description.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed):
      return true
    case (.next(let left), .next(let right)):
      return left == right
    case (.error(let left), .error(let right)):
      return errorsMatch(left, right)
    default:
      return false
    }
  }
}

/// Whether two errors have the same type and description (how tests compare errors).
func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
  type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
}
