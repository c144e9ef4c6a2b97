/// A shared list tests append to from closures (registration order, closed screens).
final class NavTestLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }
}
