extension RouteEntry {
  /// The same entry, whose screens get `services` as what they may resolve.
  @MainActor func scoped(to services: ServiceResolver) -> RouteEntry {
    let make = makeScreen
    return RouteEntry(
      pattern: pattern, title: title, pluginID: pluginID, presentation: presentation,
      makeScreen: { match, environment in try make(match, environment.scoped(to: services)) })
  }
}
