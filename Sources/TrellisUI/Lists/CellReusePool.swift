/// The registered cell makers of a list or grid, and the spare cells waiting to be reused,
/// by reuse identifier.
///
/// A cell is prepared for reuse (`prepareForReuse()`, which ends its bindings) as it comes
/// in, whether it is kept or let go: a cell that left the screen runs nothing for its old
/// item while it waits, and one let go is not kept alive by its own bindings.
///
/// Spares are handed out first in, first out, so when a whole screen of cells is recycled
/// and asked for again in the same order (a reload), each row gets its own cell back.
@MainActor
final class CellReusePool {
  /// How many spare cells are kept per identifier; more are let go.
  static let spareLimit = 128

  private var makers: [String: () -> ListCell] = [:]
  private var spares: [String: [ListCell]] = [:]

  /// Registers `make` for `identifier`, replacing an earlier registration.
  func register(_ identifier: String, make: @escaping () -> ListCell) {
    makers[identifier] = make
  }

  /// Whether a maker is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool {
    makers[identifier] != nil
  }

  /// A spare cell for `identifier` (prepared when it came in), or a new one from the
  /// registered maker. Traps when nothing is registered for `identifier` (a programming
  /// error).
  func dequeue(_ identifier: String) -> ListCell {
    if let cell = spares[identifier]?.first {
      spares[identifier]?.removeFirst()
      return cell
    }
    guard let make = makers[identifier] else {
      preconditionFailure(
        "No cell registered for reuse identifier '\(identifier)': call register(_:forCellReuseIdentifier:) first"
      )
    }
    let cell = make()
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Prepares `cell` for reuse, then keeps it (up to ``spareLimit`` per identifier; a cell
  /// without an identifier, or past the limit, is let go).
  func enqueue(_ cell: ListCell) {
    cell.prepareForReuse()
    guard let identifier = cell.reuseIdentifier else { return }
    guard spares[identifier, default: []].count < Self.spareLimit else { return }
    spares[identifier, default: []].append(cell)
  }

  /// The number of spare cells for all identifiers.
  var spareCount: Int {
    spares.values.reduce(0) { $0 + $1.count }
  }
}
