import Trellis

/// Which repository the user is looking at, for the plugin's commands ("Create a task for
/// this repository", "Copy URL"): the one the visible repos screen shows or has selected.
/// From another plugin's screen there is none, and the commands say so.
@MainActor
final class RepoFocus {
  private var sources: [(screen: WeakScreen, row: () -> RepoRow?)] = []

  /// No repository in focus yet; made when the plugin registers.
  nonisolated init() {}

  /// Lets `screen` say, through `row`, which repository it shows.
  func track(_ screen: Screen, row: @escaping () -> RepoRow?) {
    sources.removeAll { $0.screen.value == nil }
    sources.append((WeakScreen(screen), row))
  }

  /// The repository in focus, or nil when no visible repos screen shows one.
  var current: RepoRow? {
    sources.removeAll { $0.screen.value == nil || $0.screen.value?.isClosed == true }
    return sources.last { $0.screen.value?.view.window != nil }?.row()
  }

  private struct WeakScreen {
    weak var value: Screen?
    init(_ value: Screen) { self.value = value }
  }
}
