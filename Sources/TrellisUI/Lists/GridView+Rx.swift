import Foundation
import TrellisRx

@MainActor
extension Reactive where Base: GridView {
  /// Binds a sequence of items to the grid, with cells from `cellFactory` (the grid, the
  /// item's index, the item), RxCocoa-shaped:
  ///
  /// ```swift
  /// photos.bind(to: grid.rx.items) { grid, index, photo in
  ///   let cell = grid.dequeueReusableCell(
  ///     withReuseIdentifier: "Photo", for: IndexPath(item: index, section: 0))
  ///   cell.text = photo.title
  ///   return cell
  /// }
  /// ```
  ///
  /// Each element replaces the items and reloads the grid (on the main scheduler);
  /// disposing the binding empties the grid.
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
    -> (_ cellFactory: @escaping (GridView, Int, Sequence.Element) -> ListCell) -> Disposable
  where Source.Element == Sequence {
    let grid = base
    return { cellFactory in
      let dataSource = ItemsDataSource<Sequence.Element> { view, index, item in
        guard let grid = view as? GridView else { preconditionFailure("Not a GridView: \(view)") }
        return cellFactory(grid, index, item)
      }
      return Self.bind(grid, source, dataSource)
    }
  }

  /// Binds a sequence of items to the grid, each shown in a cell of `cellType` dequeued
  /// with `cellIdentifier` (registered here if it is not yet) and handed to `configureCell`
  /// (the item's index, the item, the cell), RxCocoa-shaped:
  ///
  /// ```swift
  /// photos.bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: PhotoCell.self)) {
  ///   index, photo, cell in cell.photo = photo
  /// }
  /// ```
  ///
  /// Each element replaces the items and reloads the grid (on the main scheduler);
  /// disposing the binding empties the grid.
  public func items<Sequence: Swift.Sequence, Cell: ListCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  ) -> (_ source: Source) -> (
    _ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void
  ) -> Disposable where Source.Element == Sequence {
    let grid = base
    return { source in
      { configureCell in
        if !grid.isRegistered(cellIdentifier) {
          grid.register(cellType, forCellWithReuseIdentifier: cellIdentifier)
        }
        let dataSource = ItemsDataSource<Sequence.Element> { view, index, item in
          guard let grid = view as? GridView else { preconditionFailure("Not a GridView: \(view)") }
          let cell = grid.dequeueReusableCell(
            withReuseIdentifier: cellIdentifier, for: IndexPath(item: index, section: 0))
          guard let typed = cell as? Cell else {
            preconditionFailure(
              "The cell for '\(cellIdentifier)' is a \(type(of: cell)), not a \(Cell.self)")
          }
          configureCell(index, item, typed)
          return typed
        }
        return Self.bind(grid, source, dataSource)
      }
    }
  }

  private static func bind<Source: ObservableType, Element>(
    _ grid: GridView, _ source: Source, _ dataSource: ItemsDataSource<Element>
  ) -> Disposable where Source.Element: Swift.Sequence, Source.Element.Element == Element {
    CellItemsBinding.bind(
      grid, to: source,
      apply: { grid, items in
        dataSource.items = Array(items)
        if grid.dataSource !== dataSource { grid.dataSource = dataSource }
        grid.reloadData()
      },
      clear: { grid in
        guard grid.dataSource === dataSource else { return }
        grid.dataSource = nil
      })
  }
}
