import Foundation

/// Why a list or grid data source could not answer.
public enum CellDataSourceError: Error, CustomStringConvertible {
  /// No item at the index path (the data changed, or the path is wrong).
  case outOfRange(IndexPath)

  /// A message naming the index path.
  public var description: String {
    switch self {
    case .outOfRange(let indexPath):
      return "No item at index path \(indexPath)"
    }
  }
}
