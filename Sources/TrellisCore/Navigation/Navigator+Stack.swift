import TrellisRx

extension Navigator {
  /// Pushes the screen for `route` onto the selected tab's stack. The `Maybe` emits the
  /// screen's result when it closes with one, completes empty when it closes without, and
  /// fails (as ``errors`` reports) when the screen cannot be made.
  @discardableResult
  public func push(_ route: String) -> Maybe<Any> {
    push(route, requester: nil)
  }

  /// Pushes `route` and gives its result as a `R`; a result of another type fails the
  /// `Maybe` with ``NavigationError/unexpectedResult(route:expected:actual:)``.
  public func push<R>(_ route: String, resultType: R.Type) -> Maybe<R> {
    typed(push(route), route: route)
  }

  /// Presents the screen for `route` modally over the stack; the `Maybe` is as for
  /// ``push(_:)``.
  @discardableResult
  public func present(_ route: String) -> Maybe<Any> {
    present(route, requester: nil)
  }

  /// Presents `route` and gives its result as a `R`: an edit screen hands the edited item
  /// back to the list that opened it.
  public func present<R>(_ route: String, resultType: R.Type) -> Maybe<R> {
    typed(present(route), route: route)
  }

  /// Pops the top of the selected tab's stack once it agrees (``Screen/shouldClose()``);
  /// false when only the root is left, or the screen refused or is asking the user (it is
  /// popped when they agree).
  @discardableResult
  public func pop() -> Bool {
    confinement.check()
    guard stacks[selectedIndex].count > 1, let top = stacks[selectedIndex].last else {
      return false
    }
    let tab = selectedIndex
    return whenAllowedToClose([top.screen]) { [weak self] in
      guard let self, self.stacks[tab].count > 1, self.stacks[tab].last === top else { return }
      self.stacks[tab].removeLast()
      self.publish()
      top.close(result: nil)
    }
  }

  /// Pops the selected tab's stack back to its root, once the screens above it agree.
  public func popToRoot() {
    guard stacks[selectedIndex].count > 1 else { return }
    let tab = selectedIndex
    let popped = Array(stacks[tab].dropFirst())
    whenAllowedToClose(popped.reversed().map(\.screen)) { [weak self] in
      guard let self, self.stacks[tab].dropFirst().elementsEqual(popped, by: ===) else { return }
      self.stacks[tab].removeLast(popped.count)
      self.publish()
      self.closeAll(popped)
    }
  }

  /// Dismisses the top modal, handing it `result`, once it agrees; false when there is no
  /// modal, or it refused or is asking the user (it is dismissed when they agree).
  @discardableResult
  public func dismiss(result: Any? = nil) -> Bool {
    confinement.check()
    guard let top = modalEntries.last else { return false }
    return whenAllowedToClose([top.screen]) { [weak self] in
      guard let self, self.modalEntries.last === top else { return }
      self.modalEntries.removeLast()
      self.publish()
      top.close(result: result)
    }
  }

  /// Goes back one step: dismisses the top modal, else pops the stack. False when there is
  /// nothing to go back from (only a root screen, or nothing, is open). The shell calls
  /// this for Esc, and for Backspace when nothing else used it.
  @discardableResult
  public func back() -> Bool {
    if !modalEntries.isEmpty { return dismiss() }
    return pop()
  }

  // MARK: Internals

  /// Pushes `string`, or presents it when its route is registered as a modal: a form such
  /// as `tasks/new` is a modal however it is opened.
  func push(_ string: String, requester: Screen?) -> Maybe<Any> {
    confinement.check("push(_:)")
    if case .success(let route) = parse(string), let (entry, _) = try? router.resolve(route),
      entry.presentation == .modal
    {
      return present(string, requester: requester)
    }
    return show(string, requester: requester) { navigator, entry in
      navigator.stacks[navigator.selectedIndex].append(entry)
    }
  }

  func present(_ string: String, requester: Screen?) -> Maybe<Any> {
    confinement.check("present(_:)")
    return show(string, requester: requester) { navigator, entry in
      navigator.modalEntries.append(entry)
    }
  }

  /// Closes `screen` — a modal with those above it, or a pushed screen with those above it
  /// — handing `result` to its opener. A root screen or an unknown one is left alone.
  @discardableResult
  func close(_ screen: Screen, result: Any?) -> Bool {
    if let index = modalEntries.firstIndex(where: { $0.screen === screen }) {
      let above = Array(modalEntries[(index + 1)...])
      let entry = modalEntries[index]
      modalEntries.removeSubrange(index...)
      publish()
      closeAll(above)
      entry.close(result: result)
      return true
    }
    for tab in stacks.indices {
      guard let index = stacks[tab].firstIndex(where: { $0.screen === screen }), index > 0 else {
        continue
      }
      let above = Array(stacks[tab][(index + 1)...])
      let entry = stacks[tab][index]
      stacks[tab].removeSubrange(index...)
      publish()
      closeAll(above)
      entry.close(result: result)
      return true
    }
    return false
  }

  private func show(
    _ string: String, requester: Screen?, place: (Navigator, NavigatorEntry) -> Void
  ) -> Maybe<Any> {
    let made = parse(string).flatMap { makeEntry($0, requester: requester) }
    switch made {
    case .failure(let error):
      report(error)
      return .error(error)
    case .success(let entry):
      place(self, entry)
      publish()
      return entry.result.asMaybe()
    }
  }

  private func typed<R>(_ maybe: Maybe<Any>, route: String) -> Maybe<R> {
    maybe.asObservable()
      .map { value -> R in
        guard let typed = value as? R else {
          throw NavigationError.unexpectedResult(
            route: route, expected: String(describing: R.self),
            actual: String(describing: type(of: value)))
        }
        return typed
      }
      .asMaybe()
  }
}
