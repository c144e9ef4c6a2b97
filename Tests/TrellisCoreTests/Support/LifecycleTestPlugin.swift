import Foundation
import TrellisCore
import TrellisUI

/// A plugin for lifecycle tests: a route and tab of its own, and closures for its hooks.
struct LifecycleTestPlugin: Plugin {
  let manifest: PluginManifest
  var onRegister: (PluginContext) throws -> Void = { _ in }
  var onActivate: (PluginActivation) throws -> Void = { _ in }
  var onTerminate: () throws -> Void = {}

  init(
    _ id: String, requires: [String] = [], optionalServices: [AnyServiceKey] = [],
    routePrefixes: [String] = []
  ) {
    manifest = PluginManifest(
      id: id, displayName: id.capitalized, version: "1.0.0",
      apiVersion: TrellisCore.pluginAPIVersion...TrellisCore.pluginAPIVersion,
      requiredPlugins: requires, optionalServices: optionalServices, routePrefixes: routePrefixes)
  }

  func register(in context: PluginContext) throws {
    let id = manifest.id
    context.route(id, title: id.capitalized) { _, _ in
      Screen(title: id.capitalized, view: Label(id))
    }
    context.tab(title: id.capitalized, route: id)
    try onRegister(context)
  }

  func activate(in context: PluginActivation) throws {
    try onActivate(context)
  }

  func willTerminate() throws {
    try onTerminate()
  }
}

/// A log tests append to from any thread.
final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []

  var entries: [String] {
    lock.withLock { items }
  }

  func append(_ entry: String) {
    lock.withLock { items.append(entry) }
  }
}
