import TrellisCore

/// A plugin for tests: a manifest (with the route prefixes it claims) and a registration
/// closure.
struct HostTestPlugin: Plugin {
  let manifest: PluginManifest
  let body: (PluginContext) throws -> Void

  init(
    _ id: String, name: String? = nil, requires: [String] = [], services: [String] = [],
    apiVersion: Int = TrellisCore.pluginAPIVersion, routePrefixes: [String] = [],
    secretVariables: [String] = [],
    register body: @escaping (PluginContext) throws -> Void = { _ in }
  ) {
    manifest = PluginManifest(
      id: id, displayName: name ?? id.capitalized, version: "1.0.0",
      apiVersion: apiVersion...apiVersion,
      requiredPlugins: requires, requiredServices: services.map { .key(ServiceKey<Any>($0)) },
      routePrefixes: routePrefixes, secretVariables: secretVariables)
    self.body = body
  }

  func register(in context: PluginContext) throws {
    try body(context)
  }
}
