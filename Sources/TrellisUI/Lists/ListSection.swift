/// A section of a sectioned list: an optional header title and the items under it — what
/// `rx.items(dataSource:)` binds.
public struct ListSection<Item> {
  /// The header line's title (sanitized when drawn); nil for no header.
  public var header: String?
  /// The section's items.
  public var items: [Item]

  /// A section titled `header` holding `items`.
  public init(header: String? = nil, items: [Item]) {
    self.header = header
    self.items = items
  }
}

extension ListSection: Equatable where Item: Equatable {}
extension ListSection: Sendable where Item: Sendable {}
