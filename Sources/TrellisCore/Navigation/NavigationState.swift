/// A snapshot of the navigator: the selected tab, its stack and the modals over it.
@MainActor
public struct NavigationState {
  /// The selected tab's index, or nil when the app has no tabs.
  public let selectedTabIndex: Int?
  /// The selected tab's stack, root first.
  public let stack: [Screen]
  /// The modals over the stack, bottom first.
  public let modals: [Screen]

  /// A state with the tab at `selectedTabIndex` showing `stack` under `modals`.
  public init(selectedTabIndex: Int?, stack: [Screen], modals: [Screen]) {
    self.selectedTabIndex = selectedTabIndex
    self.stack = stack
    self.modals = modals
  }

  /// The screen on top: the top modal, else the top of the stack.
  public var visibleScreen: Screen? {
    modals.last ?? stack.last
  }

  /// The routes of the stack then the modals, bottom first: what ``Navigator/back()``
  /// walks back through.
  public var routes: [String] {
    (stack + modals).map { $0.route?.description ?? "" }
  }

  /// The visible screen's route, or the empty string when no screen is open.
  public var currentRoute: String {
    visibleScreen?.route?.description ?? ""
  }
}
