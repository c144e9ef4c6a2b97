/// The focusable, visible views under a root, in reading order (depth first, back to front):
/// the order Tab moves through. It does not go inside a view whose `tabReachesSubviews` is
/// false (a list: one stop for the list, none per row); from a view inside one (a row's
/// button the mouse focused), Tab moves on from that view.
@MainActor
struct FocusChain {
  let views: [View]

  init(root: View) {
    var found: [View] = []
    func visit(_ view: View) {
      guard !view.isHidden else { return }
      if view.canBecomeFocused { found.append(view) }
      guard view.tabReachesSubviews else { return }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    views = found
  }

  var first: View? { views.first }

  func next(after view: View?) -> View? {
    guard let index = index(of: view) else { return first }
    return views[(index + 1) % views.count]
  }

  func previous(before view: View?) -> View? {
    guard let index = index(of: view) else { return views.last }
    return views[(index + views.count - 1) % views.count]
  }

  /// The place of `view` in the chain, or of the nearest view around it that is in it.
  private func index(of view: View?) -> Int? {
    var current = view
    while let candidate = current {
      if let index = views.firstIndex(where: { $0 === candidate }) { return index }
      current = candidate.superview
    }
    return nil
  }
}
