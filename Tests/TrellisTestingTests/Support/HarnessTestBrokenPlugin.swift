import Foundation
import Trellis

/// A plugin whose registration throws after registering a route: it is left out, the
/// route rolled back.
struct HarnessTestBrokenPlugin: Plugin {
  struct Failure: LocalizedError {
    var errorDescription: String? { "the database is missing" }
  }

  let manifest = PluginManifest(
    id: "broken", displayName: "Broken", version: "0.1.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    context.route("broken", title: "Broken") { _, _ in
      Screen(title: "Broken", view: TrellisUI.Label("never"))
    }
    throw Failure()
  }
}
