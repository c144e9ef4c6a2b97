extension Navigator {
  /// Opens a deep link: dismisses any modals, selects the tab that owns the route and
  /// builds its stack beneath the route.
  ///
  /// The owning tab is the one whose root route's path is the longest prefix of the
  /// route's path (`tasks` owns `tasks/3/edit`). Its stack becomes the root, then each
  /// longer path prefix that a registered pattern matches, then the route itself — so a
  /// route's parent is the route one segment shorter, when one is registered
  /// (`tasks/3/edit` → `tasks`, `tasks/3`, `tasks/3/edit`). A parent below the route gets
  /// the link's query too, so one that needs a parameter of the link can be made
  /// (`repos/local?path=…&id=…` beneath `repos/local/commit?path=…&id=…`). Screens already
  /// on the stack with the same routes are kept (a parent whose parameters all agree with
  /// the link's counts as the same); the rest are closed and made anew. Each screen made
  /// gets the results of the one above it on ``Screen/results``, as if it had pushed it. A
  /// route no tab owns is pushed, with its registered prefixes, onto the selected tab's
  /// stack, above its root (made first when the tab has no screen yet).
  ///
  /// A route registered with `presentation: .modal` is presented as a modal over the stack
  /// built up to the longest registered prefix of its parent (`tasks/new?title=…` over
  /// `tasks`; the owning tab's root when no prefix is registered; the selected tab's stack
  /// when no tab owns it either), as the screen's own key would present it: the screen on
  /// top of that stack gets the modal's result on ``Screen/results``.
  ///
  /// The screens the link would close are asked first (``Screen/shouldClose()``); the link
  /// opens once they agree.
  ///
  /// Returns false, reporting on ``errors``, when the route is not valid, matches no
  /// pattern, or a screen on the way (the modal included) cannot be made (the stack then
  /// holds what was built); false too when a screen refused or is asking the user.
  @discardableResult
  public func open(_ deepLink: String) -> Bool {
    confinement.check()
    let route: Route
    switch parse(deepLink) {
    case .failure(let error):
      report(error)
      return false
    case .success(let parsed):
      route = parsed
    }
    guard router.canResolve(route) else {
      report(.route(.unknownRoute(route.written)))
      return false
    }
    var succeeded = false
    let ran = whenAllowedToClose(screensClosed(opening: route)) { [weak self] in
      succeeded = self?.openNow(route) ?? false
    }
    return ran && succeeded
  }

  /// Opens `route` without asking the screens it closes.
  private func openNow(_ route: Route) -> Bool {
    let dismissed = takeModals()
    defer { closeAll(dismissed) }

    if isModal(route) {
      return openModal(route)
    }
    return openStack(for: route)
  }

  /// Whether `route` is registered with `presentation: .modal` (and is no tab's root, which
  /// is always the bottom of its stack).
  private func isModal(_ route: Route) -> Bool {
    guard (try? router.resolve(route))?.entry.presentation == .modal else { return false }
    return !tabRoots.contains { $0?.segments == route.segments }
  }

  /// Builds what is beneath the modal `route` — the longest registered prefix of its parent
  /// (itself presented if it is modal too), else the owning tab's root, else the selected
  /// tab's stack as it is — then presents `route` over it, the screen on top beneath as
  /// its requester (it gets the result). False (reported) when a screen cannot be made.
  private func openModal(_ route: Route) -> Bool {
    var built: Bool
    if let parent = registeredPrefix(of: route) {
      built = isModal(parent) ? openModal(parent) : openStack(for: parent)
    } else if let tab = owningTab(of: route), let root = tabRoots[tab] {
      built = openStack(for: root)
    } else {
      built = ensureRoot(of: selectedIndex)
    }
    guard built else {
      publish()
      return false
    }
    let requester = modalEntries.last?.screen ?? stacks[selectedIndex].last?.screen
    switch makeEntry(route, requester: requester) {
    case .failure(let error):
      report(error)
      built = false
    case .success(let entry):
      modalEntries.append(entry)
    }
    publish()
    return built
  }

  /// The longest path prefix of `route`, shorter than it, that a registered pattern
  /// matches; nil when there is none.
  private func registeredPrefix(of route: Route) -> Route? {
    for length in stride(from: route.segments.count - 1, through: 1, by: -1) {
      let prefix = route.prefix(length)
      if router.canResolve(prefix) { return prefix }
    }
    return nil
  }

  /// Selects the tab owning `route` and builds its stack up to `route`. A route no tab
  /// owns goes onto the selected tab's stack, above its root (made first if the tab has
  /// none yet), never in its place.
  private func openStack(for route: Route) -> Bool {
    guard let tab = owningTab(of: route), let root = tabRoots[tab] else {
      guard ensureRoot(of: selectedIndex) else {
        publish()
        return false
      }
      let current = stacks[selectedIndex].map(\.route)
      let chain = chain(from: 1, to: route, over: current)
      let lowest = tabs.isEmpty ? 0 : 1
      let base = current.lastIndex(of: chain[0]).map { Swift.max(lowest, $0) } ?? current.count
      return setStack(selectedIndex, to: Array(current[..<base]) + chain)
    }
    selectedIndex = tab
    if root.segments == route.segments {
      return setStack(tab, to: [route])
    }
    let current = stacks[tab].map(\.route)
    return setStack(
      tab, to: [root] + chain(from: root.segments.count + 1, to: route, over: current))
  }

  /// Makes the root screen of `tab` if its stack is empty (with no tabs there is no root to
  /// make); false (reported) when it cannot be made.
  private func ensureRoot(of tab: Int) -> Bool {
    guard !tabs.isEmpty, stacks[tab].isEmpty else { return true }
    return buildRoot(of: tab)
  }

  /// The tab whose root path is the longest prefix of `route`'s path, if any.
  func owningTab(of route: Route) -> Int? {
    var best: (index: Int, length: Int)?
    for (index, root) in tabRoots.enumerated() {
      guard let root, route.hasPathPrefix(root) else { continue }
      if best == nil || root.segments.count > (best?.length ?? 0) {
        best = (index, root.segments.count)
      }
    }
    return best?.index
  }

  /// The registered path prefixes of `route` from `start` segments up to (not including)
  /// the whole path, then `route`.
  ///
  /// A prefix carries the link's query, so a parent that needs one of its parameters has
  /// it (`repos/local?path=…` beneath `repos/local/commit?path=…&id=…`); a screen already
  /// on `stack` for that path whose parameters all agree with the link's keeps its route.
  private func chain(from start: Int, to route: Route, over stack: [Route]) -> [Route] {
    var routes: [Route] = []
    if start < route.segments.count {
      for length in start..<route.segments.count {
        let prefix = route.prefix(length, keepingQuery: true)
        guard router.canResolve(prefix) else { continue }
        let existing = stack.first {
          $0.segments == prefix.segments
            && $0.queryItems.allSatisfy { route.queryItems.contains($0) }
        }
        routes.append(existing ?? prefix)
      }
    }
    return routes + [route]
  }

  /// Makes the stack of `tab` hold the screens for `routes`: the screens it already has
  /// for a leading run of the same routes are kept, the others closed, the rest made, each
  /// with the screen beneath it as its requester (as if that screen had pushed it).
  /// False (reported) when a screen cannot be made; the stack then ends before it.
  private func setStack(_ tab: Int, to routes: [Route]) -> Bool {
    var kept = 0
    while kept < routes.count, kept < stacks[tab].count, stacks[tab][kept].route == routes[kept] {
      kept += 1
    }
    let removed = Array(stacks[tab][kept...])
    stacks[tab].removeSubrange(kept...)
    var succeeded = true
    for route in routes[kept...] {
      switch makeEntry(route, requester: stacks[tab].last?.screen) {
      case .success(let entry):
        stacks[tab].append(entry)
      case .failure(let error):
        report(error)
        succeeded = false
      }
      if !succeeded { break }
    }
    publish()
    closeAll(removed)
    return succeeded
  }
}
