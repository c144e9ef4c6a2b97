/// A result handed back by a screen that closed: the route it was opened with, and the
/// value it finished with.
public struct ScreenResult {
  /// The route of the screen that finished.
  public let route: Route
  /// The value it finished with.
  public let value: Any

  /// A result `value` from the screen at `route`.
  public init(route: Route, value: Any) {
    self.route = route
    self.value = value
  }
}
