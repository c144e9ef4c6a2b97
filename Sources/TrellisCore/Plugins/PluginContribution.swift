/// What one loaded plugin added to the registry and the services: kept so the host can
/// build the registry again without a plugin it leaves out after it loaded (one whose
/// `activate(in:)` took too long).
struct PluginContribution {
  /// Its routes, scoped to the services it may resolve.
  let routes: [RouteEntry]
  /// Its commands.
  let commands: [Command]
  /// Its tabs.
  let tabs: [PluginTab]
  /// The names of the services it provided.
  let services: [String]
}
