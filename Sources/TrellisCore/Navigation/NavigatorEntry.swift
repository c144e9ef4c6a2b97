import TrellisRx

/// A screen the navigator has open: its route, who opened it, where its result goes, and
/// the subscription to its intents.
@MainActor
final class NavigatorEntry {
  let screen: Screen
  let route: Route
  /// The screen that asked for this one, to hand the result back to.
  weak var requester: Screen?
  /// Emits the result (if any) and completes when the screen closes.
  let result = AsyncSubject<Any>()
  /// The subscription to the screen's intents.
  let intents = SingleAssignmentDisposable()

  init(screen: Screen, route: Route, requester: Screen?) {
    self.screen = screen
    self.route = route
    self.requester = requester
  }

  /// Closes the screen: stops listening to it, closes it (disposing its bindings), then
  /// hands `result` to its opener and completes the result.
  func close(result value: Any?) {
    intents.dispose()
    screen.close()
    if let value {
      result.onNext(value)
      requester?.deliver(ScreenResult(route: route, value: value))
    }
    result.onCompleted()
  }
}
