import Foundation
import Trellis

/// Counters: a list of counters to add, change, delete (with undo) and keep.
///
/// The plugin registers the `counters` route (the list) and its tab.
/// It needs the app's database, where it keeps the counters in its own `counters`
/// namespace (``PluginContext/database``), and the notifier (`trellis.notifier`) for the
/// undo toast and storage errors.
///
/// ```swift
/// let services = ServiceContainer()
/// services.register(.database, try Database(path: "my-app.sqlite"))
/// let app = App(name: "My app", version: "1.0.0", plugins: [CountersPlugin()], services: services)
/// ```
public struct CountersPlugin: Plugin {
  /// Who the plugin is and what it needs.
  public let manifest = PluginManifest(
    id: "counters", displayName: "Counters", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.database), .key(.notifier)],
    optionalServices: [.key(.pendingWork)])

  private let makeID: @Sendable () -> UUID

  /// The plugin; new counters get random ids.
  public init() {
    self.init(makeID: { UUID() })
  }

  /// The plugin, giving new counters ids from `makeID` (tests pass a predictable sequence).
  public init(makeID: @escaping @Sendable () -> UUID) {
    self.makeID = makeID
  }

  /// Registers the `counters` route and its tab.
  public func register(in context: PluginContext) throws {
    let store = CounterStore(namespace: try context.database)
    let makeID = self.makeID
    context.route("counters", title: "Counters") { _, environment in
      // Shown at once; the counters are read off the main thread.
      DeferredScreen(
        title: "Counters", loading: "Loading the counters…",
        load: store.loading(on: environment.backgroundScheduler), environment: environment
      ) { stored in
        try CountersScreen.make(
          store: store, initial: stored, environment: environment, makeID: makeID)
      }
    }
    context.tab(title: "Counters", route: "counters")
  }
}
