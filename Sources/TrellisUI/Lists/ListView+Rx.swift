import Foundation
import TrellisRx

@MainActor
extension Reactive where Base: ListView {
  /// Binds a sequence of items to the list, with cells from `cellFactory` (the list, the
  /// row, the item), RxCocoa-shaped:
  ///
  /// ```swift
  /// items.bind(to: list.rx.items) { list, row, item in
  ///   let cell = list.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
  ///   cell.text = item.name
  ///   return cell
  /// }
  /// ```
  ///
  /// Each element replaces the items and reloads the list (on the main scheduler);
  /// disposing the binding empties the list.
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
    -> (_ cellFactory: @escaping (ListView, Int, Sequence.Element) -> ListCell) -> Disposable
  where Source.Element == Sequence {
    let list = base
    return { cellFactory in
      let dataSource = ItemsDataSource<Sequence.Element> { view, row, item in
        guard let list = view as? ListView else { preconditionFailure("Not a ListView: \(view)") }
        return cellFactory(list, row, item)
      }
      return Self.bind(list, source, dataSource)
    }
  }

  /// Binds a sequence of items to the list, each shown in a cell of `cellType` dequeued
  /// with `cellIdentifier` (registered here if it is not yet) and handed to `configureCell`
  /// (the row, the item, the cell), RxCocoa-shaped:
  ///
  /// ```swift
  /// items.bind(to: list.rx.items(cellIdentifier: "Cell", cellType: TaskCell.self)) {
  ///   row, task, cell in cell.text = task.title
  /// }
  /// ```
  ///
  /// Each element replaces the items and reloads the list (on the main scheduler);
  /// disposing the binding empties the list.
  public func items<Sequence: Swift.Sequence, Cell: ListCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  ) -> (_ source: Source) -> (
    _ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void
  ) -> Disposable where Source.Element == Sequence {
    let list = base
    return { source in
      { configureCell in
        if !list.isRegistered(cellIdentifier) {
          list.register(cellType, forCellReuseIdentifier: cellIdentifier)
        }
        let dataSource = ItemsDataSource<Sequence.Element> { view, row, item in
          guard let list = view as? ListView else { preconditionFailure("Not a ListView: \(view)") }
          let cell = list.dequeueReusableCell(
            withIdentifier: cellIdentifier, for: IndexPath(row: row, section: 0))
          guard let typed = cell as? Cell else {
            preconditionFailure(
              "The cell for '\(cellIdentifier)' is a \(type(of: cell)), not a \(Cell.self)")
          }
          configureCell(row, item, typed)
          return typed
        }
        return Self.bind(list, source, dataSource)
      }
    }
  }

  /// Binds a sequence of section arrays to the list through `dataSource`, which makes the
  /// cells and gives the headers:
  /// `sections.bind(to: list.rx.items(dataSource: dataSource))`. Each element replaces
  /// the sections and reloads the list (on the main scheduler); disposing the binding
  /// empties the list.
  public func items<Item, Source: ObservableType>(dataSource: ListSectionedDataSource<Item>)
    -> (_ source: Source) -> Disposable where Source.Element == [ListSection<Item>]
  {
    let list = base
    return { source in
      CellItemsBinding.bind(
        list, to: source,
        apply: { list, sections in
          dataSource.setSections(sections)
          if list.dataSource !== dataSource { list.dataSource = dataSource }
          list.reloadData()
        },
        clear: { list in
          guard list.dataSource === dataSource else { return }
          list.dataSource = nil
        })
    }
  }

  private static func bind<Source: ObservableType, Element>(
    _ list: ListView, _ source: Source, _ dataSource: ItemsDataSource<Element>
  ) -> Disposable where Source.Element: Swift.Sequence, Source.Element.Element == Element {
    CellItemsBinding.bind(
      list, to: source,
      apply: { list, items in
        dataSource.items = Array(items)
        if list.dataSource !== dataSource { list.dataSource = dataSource }
        list.reloadData()
      },
      clear: { list in
        guard list.dataSource === dataSource else { return }
        list.dataSource = nil
      })
  }
}
