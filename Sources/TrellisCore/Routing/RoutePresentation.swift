/// How a deep link to a route shows its screen.
public enum RoutePresentation: Sendable, Equatable {
  /// On the owning tab's stack, above the route's registered parents.
  case push
  /// As a modal over the owning tab's stack (built up to the longest registered prefix of
  /// the route's parent, the tab's root at least), whose top screen gets the result: for
  /// forms such as `tasks/new`, which a deep link should open the way the `n` key does.
  case modal
}
