/// Checks manifests and orders plugins so that requirements come first: invalid and
/// duplicate ids, API version mismatches, disabled plugins, missing, disabled or failed
/// requirements and cycles get their status here; the rest are in ``order``.
struct PluginOrdering {
  private enum Mark {
    case visiting
    case done
  }

  let manifests: [PluginManifest]
  let disabled: Set<String>
  /// The status decided so far, by index: disabled or failed. Plugins in ``order`` have none.
  private(set) var statuses: [Int: PluginLoadReport.Status] = [:]
  /// The indices of the plugins to register, requirements first.
  private(set) var order: [Int] = []
  private var indexByID: [String: Int] = [:]
  private var marks: [Int: Mark] = [:]

  init(manifests: [PluginManifest], disabled: Set<String>) {
    self.manifests = manifests
    self.disabled = disabled
  }

  mutating func resolve() {
    for (index, manifest) in manifests.enumerated() {
      if !PluginManifest.isValidID(manifest.id) {
        statuses[index] = .failed(.invalidID(manifest.id))
      } else if let first = indexByID[manifest.id] {
        statuses[index] = .failed(
          .duplicateID(
            id: manifest.id, kept: manifests[first].displayName, refused: manifest.displayName))
      } else {
        indexByID[manifest.id] = index
        if disabled.contains(manifest.id) {
          statuses[index] = .disabled
        } else if !manifest.apiVersion.contains(TrellisCore.pluginAPIVersion) {
          statuses[index] = .failed(
            .apiVersionMismatch(
              plugin: manifest.id, targets: manifest.apiVersion,
              offered: TrellisCore.pluginAPIVersion))
        }
      }
    }
    for index in manifests.indices where statuses[index] == nil && marks[index] == nil {
      visit(index, path: [index])
    }
  }

  private mutating func visit(_ index: Int, path: [Int]) {
    marks[index] = .visiting
    let manifest = manifests[index]
    for requirement in manifest.requiredPlugins {
      guard statuses[index] == nil else { break }
      guard let required = indexByID[requirement] else {
        statuses[index] = .failed(.missingPlugin(plugin: manifest.id, requires: requirement))
        break
      }
      if marks[required] == .visiting {
        markCycle(path: path, closingAt: required)
        break
      }
      if marks[required] == nil && statuses[required] == nil {
        visit(required, path: path + [required])
      }
      if statuses[index] != nil { break }
      switch statuses[required] {
      case .some(.disabled):
        statuses[index] = .failed(
          .requiredPluginDisabled(plugin: manifest.id, requires: requirement))
      case .some(.failed):
        statuses[index] = .failed(.requiredPluginFailed(plugin: manifest.id, requires: requirement))
      default:
        break
      }
    }
    marks[index] = .done
    if statuses[index] == nil { order.append(index) }
  }

  /// Fails every plugin on the loop from `start` to the end of `path` (which requires
  /// `start` again).
  private mutating func markCycle(path: [Int], closingAt start: Int) {
    guard let from = path.firstIndex(of: start) else { return }
    let members = Array(path[from...])
    let loop = (members + [start]).map { manifests[$0].id }
    for member in members {
      statuses[member] = .failed(.cycle(loop: loop))
    }
  }
}
