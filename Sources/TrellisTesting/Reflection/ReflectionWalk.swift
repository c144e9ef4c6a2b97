/// Walks a value the way a plugin author with `Mirror` can: every child, recursively, and
/// every superclass's children, through optionals, collections and class instances (each
/// object once), and reports the path to every child that `isForbidden` picks, without
/// walking into it. Tests of the walls between plugins use it: what the host hands a
/// plugin must not lead to the app's container, database or settings.
///
/// ```swift
/// let walk = ReflectionWalk { $0 is Database ? "the app's database" : nil }
/// #expect(walk.findings(from: context, named: "context").isEmpty)
/// ```
public struct ReflectionWalk {
  /// How deep the walk goes at most.
  public var depthLimit = 24
  /// What must not be reachable: a description of the value, or nil when it may be.
  public let isForbidden: (Any) -> String?

  /// A walk looking for what `isForbidden` describes.
  public init(isForbidden: @escaping (Any) -> String?) {
    self.isForbidden = isForbidden
  }

  /// The paths (`context.app.container`) to the forbidden values reachable from `value`,
  /// each with what it is.
  public func findings(from value: Any, named name: String) -> [String] {
    var seen = Set<ObjectIdentifier>()
    var found: [String] = []
    walk(value, path: name, depth: 0, seen: &seen, found: &found)
    return found
  }

  private func walk(
    _ value: Any, path: String, depth: Int, seen: inout Set<ObjectIdentifier>,
    found: inout [String]
  ) {
    if let what = isForbidden(value) {
      found.append("\(path): \(what)")
      return
    }
    guard depth < depthLimit else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      guard seen.insert(ObjectIdentifier(object)).inserted else { return }
    }
    var level: Mirror? = mirror
    while let current = level {
      for (index, child) in current.children.enumerated() {
        walk(
          child.value, path: "\(path).\(child.label ?? "\(index)")", depth: depth + 1, seen: &seen,
          found: &found)
      }
      level = current.superclassMirror
    }
  }
}
