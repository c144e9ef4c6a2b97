/// The focusable, visible views under a root, in reading order (depth first, back to front):
/// the order Tab moves through.
struct FocusChain {
  let views: [View]

  init(root: View) {
    var found: [View] = []
    func visit(_ view: View) {
      guard !view.isHidden else { return }
      if view.canBecomeFocused { found.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    views = found
  }

  var first: View? { views.first }

  func next(after view: View?) -> View? {
    guard let view, let index = views.firstIndex(where: { $0 === view }) else { return first }
    return views[(index + 1) % views.count]
  }

  func previous(before view: View?) -> View? {
    guard let view, let index = views.firstIndex(where: { $0 === view }) else {
      return views.last
    }
    return views[(index + views.count - 1) % views.count]
  }
}
