import Foundation
import Synchronization

/// Loads an app's plugins: checks their manifests, orders them so each one registers after
/// the plugins it requires, lets each register, and keeps what they registered in
/// ``registry``.
///
/// A plugin is left out — with a ``PluginError`` naming both sides — when its id is
/// invalid or taken, it targets another plugin API version, a plugin it requires is not
/// installed, disabled or failed, plugins require each other in a cycle, a service it
/// requires is missing, it claims a route, command, key, tab or service already taken, or
/// its `register(in:)` throws or takes longer than ``limits`` allow (the call is not
/// stopped — it runs on the calling thread — but once it returns the plugin is left out,
/// and ``activity`` names it meanwhile for the ``MainThreadWatchdog``). A plugin left out
/// has everything it registered rolled back (services included); the other plugins load. Plugins listed in `disabled` are not asked
/// to register.
///
/// Plugins register in the app's order, except that a plugin's requirements come first.
/// Once loaded, ``activate()`` and ``terminate(limit:)`` run the plugins' lifecycle hooks
/// (``App`` calls them).
public final class PluginHost {
  /// The plugins the app listed, in its order.
  public let plugins: [Plugin]
  /// The container plugins resolve from and provide into.
  public let services: ServiceContainer
  /// The ids of plugins disabled by configuration.
  public let disabled: Set<String>
  /// What the loaded plugins registered; empty until ``load()``.
  public internal(set) var registry = PluginRegistry()
  /// The report of the last ``load()``, if it ran.
  public internal(set) var report: PluginLoadReport?
  /// The loaded plugins in load order, each with the services it may resolve.
  var loaded: [(plugin: Plugin, services: ServiceResolver)] = []
  /// Whether ``activate()`` ran.
  var isActivated = false
  /// Whether ``terminate(limit:)`` ran (set from the main thread, or from the thread that
  /// ends the app while the main thread is held).
  let isTerminated = Mutex(false)
  /// The marker set around each call into a plugin.
  public let activity: MainThreadActivity
  /// How long `register(in:)` and `activate(in:)` may take.
  public let limits: PluginTimeLimits
  /// What each loaded plugin added to the registry, to build it again without a plugin
  /// left out after it loaded.
  var contributions: [String: PluginContribution] = [:]

  /// A host for `plugins`, resolving from `services`, skipping the ids in `disabled`,
  /// marking each call into a plugin on `activity`, holding `register(in:)` and
  /// `activate(in:)` to `limits`.
  public init(
    plugins: [Plugin], services: ServiceContainer, disabled: Set<String> = [],
    activity: MainThreadActivity = MainThreadActivity(),
    limits: PluginTimeLimits = PluginTimeLimits()
  ) {
    self.plugins = plugins
    self.services = services
    self.disabled = disabled
    self.activity = activity
    self.limits = limits
  }

  /// Loads the plugins (once; later calls return the same report).
  @discardableResult
  @MainActor public func load() -> PluginLoadReport {
    if let report { return report }
    let manifests = plugins.map(\.manifest)
    var ordering = PluginOrdering(manifests: manifests, disabled: disabled)
    ordering.resolve()
    var statuses = ordering.statuses
    let appServices = Set(services.names)
    var loadOrder: [String] = []

    for index in ordering.order {
      let manifest = manifests[index]
      if let failed = manifest.requiredPlugins.first(where: { !loadOrder.contains($0) }) {
        statuses[index] = .failed(.requiredPluginFailed(plugin: manifest.id, requires: failed))
        continue
      }
      if let missing = manifest.requiredServices.first(where: { !services.contains(name: $0.name) })
      {
        let reason = services.unavailableReason(name: missing.name)
        statuses[index] = .failed(
          reason.map {
            .unavailableService(plugin: manifest.id, service: missing.name, reason: $0)
          } ?? .missingService(plugin: manifest.id, service: missing.name))
        continue
      }
      if let settings = services.resolveIfPresent(.settings),
        let other = loadOrder.first(where: { settings.variablesCollide($0, manifest.id) })
      {
        statuses[index] = .failed(
          .settingsConflict(
            plugin: manifest.id, other: other,
            prefix: settings.variablePrefix(ofSection: manifest.id)))
        continue
      }
      if let error = register(plugins[index], manifest: manifest, appServices: appServices) {
        statuses[index] = .failed(error)
      } else {
        statuses[index] = .loaded
        loadOrder.append(manifest.id)
      }
    }

    let entries = manifests.enumerated().map { index, manifest in
      PluginLoadReport.Entry(
        manifest: manifest,
        status: statuses[index]
          ?? .failed(.registrationFailed(plugin: manifest.id, reason: "it was not loaded")))
    }
    let report = PluginLoadReport(entries: entries, loadOrder: loadOrder)
    self.report = report
    return report
  }

  /// Lets `plugin` register; commits its registrations, or rolls them back and returns why.
  @MainActor private func register(
    _ plugin: Plugin, manifest: PluginManifest, appServices: Set<String>
  ) -> PluginError? {
    // The shell's routes are reserved in every host, whether or not it lists the shell.
    let rooms = PluginRooms(
      manifests: [ShellPlugin.manifest] + plugins.map(\.manifest), excluding: manifest.id,
      shellID: ShellPlugin.id)
    let context = PluginContext(
      manifest: manifest, services: services, loaded: registry, appServices: appServices,
      rooms: rooms)
    var thrown: PluginError?
    let start = ContinuousClock.now
    do {
      try activity.run(PluginActivity(pluginID: manifest.id, kind: .registering)) {
        try plugin.register(in: context)
      }
    } catch {
      thrown = .registrationFailed(plugin: manifest.id, reason: Self.describe(error))
    }
    context.close()
    let took = MainThreadWatchdog.seconds(ContinuousClock.now - start)
    if thrown == nil, took > limits.register {
      thrown = .tooSlow(
        plugin: manifest.id, hook: "register(in:)", seconds: took, limit: limits.register)
    }

    var staged = registry
    let routes = context.routes.map { $0.scoped(to: context.services) }
    if thrown == nil && context.problem == nil {
      do {
        // The plugin's screens resolve only what its manifest declares.
        for route in routes {
          try staged.router.register(route)
        }
      } catch {
        thrown = .registrationFailed(plugin: manifest.id, reason: Self.describe(error))
      }
      context.checkTabRoutes(against: staged.router)
    }
    if let error = thrown ?? context.problem {
      for name in context.providedServices { services.remove(name: name) }
      return error
    }
    staged.commands += context.commands
    staged.tabs += context.tabs
    for name in context.providedServices { staged.serviceProviders[name] = manifest.id }
    registry = staged
    loaded.append((plugin, context.services))
    contributions[manifest.id] = PluginContribution(
      routes: routes, commands: context.commands, tabs: context.tabs,
      services: context.providedServices)
    return nil
  }

  static func describe(_ error: Error) -> String {
    if let localized = error as? LocalizedError, let text = localized.errorDescription {
      return text
    }
    return String(describing: error)
  }
}
