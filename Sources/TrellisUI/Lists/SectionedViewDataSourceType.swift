import Foundation

/// A data source that can give the model behind an index path, as RxCocoa's protocol of the
/// same name: what `rx.modelSelected(_:)` and `rx.modelDeleted(_:)` read.
public protocol SectionedViewDataSourceType {
  /// The model at `indexPath`; throws `CellDataSourceError.outOfRange` if there is none.
  func model(at indexPath: IndexPath) throws -> Any
}
