import TrellisRx

extension Navigator {
  /// Every open screen, in the order they would be asked before the app quits: the modals
  /// top first, then the selected tab's stack top first, then the other tabs'.
  public var screensToAskBeforeQuitting: [Screen] {
    let others = stacks.indices.filter { $0 != selectedIndex }
    return modalEntries.reversed().map(\.screen)
      + ([selectedIndex] + others).flatMap { stacks[$0].reversed().map(\.screen) }
  }

  /// Asks `screens` in turn (``Screen/shouldClose()``; the next only once the previous
  /// agreed) and runs `action` when they all agree.
  ///
  /// Returns true when `action` ran at once (no screen objected, none had to wait for the
  /// user); false when a screen refused or is still asking (then `action` runs when, and
  /// if, the last one agrees). While a question is open, another guarded request is
  /// refused. A screen's answer must come on the main thread.
  @discardableResult
  public func whenAllowedToClose(_ screens: [Screen], _ action: @escaping () -> Void) -> Bool {
    guard !screens.isEmpty else {
      action()
      return true
    }
    guard closeQuestion == nil else { return false }
    let answer = screens.reduce(Single.just(true)) { previous, screen in
      previous.flatMap { allowed in allowed ? screen.shouldClose() : .just(false) }
    }
    var ranAtOnce = false
    let question = SingleAssignmentDisposable()
    closeQuestion = question
    question.setDisposable(
      answer.subscribe(
        onSuccess: { [weak self] allowed in
          self?.closeQuestion = nil
          guard allowed else { return }
          ranAtOnce = true
          action()
        },
        onFailure: { [weak self] error in
          self?.closeQuestion = nil
          self?.report(.screenFailed(route: "", reason: "asking to close: \(error)"))
        }))
    return ranAtOnce
  }

  /// Whether a screen is asking the user whether it may close.
  public var isAskingToClose: Bool {
    closeQuestion != nil
  }

  /// The screens `open(route)` would close: the modals, and the screens of the stack it
  /// builds on whose route is not on the way to `route`.
  func screensClosed(opening route: Route) -> [Screen] {
    let tab = owningTab(of: route) ?? selectedIndex
    let stack = stacks[tab].dropFirst().filter { !route.hasPathPrefix($0.route) }
    return modalEntries.reversed().map(\.screen) + stack.reversed().map(\.screen)
  }
}
