import TrellisRx

extension TrellisRx.Event: Swift.Equatable where Element: Equatable {
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

extension TrellisRx.MaybeEvent: Swift.Equatable where Element: Equatable {
  /// Events are equal when they are the same case with equal elements; two errors are
  /// equal when they have the same type and the same description.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed):
      return true
    case (.success(let left), .success(let right)):
      return left == right
    case (.error(let left), .error(let right)):
      return errorsMatch(left, right)
    default:
      return false
    }
  }
}

extension TrellisRx.CompletableEvent: Swift.Equatable {
  /// Events are equal when both completed, or both are errors of the same type and the
  /// same description.
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed):
      return true
    case (.error(let left), .error(let right)):
      return errorsMatch(left, right)
    default:
      return false
    }
  }
}

/// Whether two single events are equal: equal elements, or errors of the same type and
/// description. (`SingleEvent` is a `Result` with an `Error` failure, so it cannot be
/// `Equatable`; the `XCTAssertEqual` overload for it compares with this.)
func singleEventsMatch<Element: Equatable>(
  _ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>
) -> Bool {
  switch (lhs, rhs) {
  case (.success(let left), .success(let right)):
    return left == right
  case (.failure(let left), .failure(let right)):
    return errorsMatch(left, right)
  default:
    return false
  }
}
