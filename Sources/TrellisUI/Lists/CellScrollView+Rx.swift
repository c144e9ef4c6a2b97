import Foundation
import TrellisRx

@MainActor
extension Reactive where Base: CellScrollView {
  /// The index path the user chose: Enter on the selection, or a click on an item.
  public var itemSelected: ControlEvent<IndexPath> {
    ControlEvent(events: base.events.itemSelected)
  }

  /// The index path the user asked to delete: a delete key (Delete, `d`) on the selection.
  /// The list does not remove anything itself: the view model does, and binds new items.
  public var itemDeleted: ControlEvent<IndexPath> {
    ControlEvent(events: base.events.itemDeleted)
  }

  /// A cell coming on screen, configured and placed, with its index path; after a reload,
  /// every cell on screen comes again (each is configured anew).
  public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
    ControlEvent(events: base.events.willDisplayCell)
  }

  /// A cell whose item left the screen, with the index path it showed (UIKit's
  /// `didEndDisplaying`); not emitted when a reload keeps the item on screen. The cell's
  /// `didEndDisplaying()` has run by then.
  public var didEndDisplayingCell: ControlEvent<WillDisplayCellEvent> {
    ControlEvent(events: base.events.didEndDisplayingCell)
  }

  /// The last item came on screen: once per arrival (again after it left, or after items
  /// were added), and already on the first layout when all the items fit. What a
  /// load-more binds to.
  public var reachedBottom: ControlEvent<Void> {
    ControlEvent(events: base.events.reachedBottom)
  }

  /// The scroll position in lines (see `CellScrollView.contentOffset`): the current one on
  /// subscription, then each change. Binding a value scrolls there, on the main thread
  /// (at once when bound there).
  public var contentOffset: ControlProperty<Int> {
    let delivery = MainQueueDelivery()
    weak let view = base
    let sink = AnyObserver<Int>(eventHandler: { event in
      guard case .next(let line) = event else { return }
      delivery.run { view?.setContentOffset(line) }
    })
    return ControlProperty(values: base.events.contentOffset, valueSink: sink)
  }

  /// The model the user chose, from a data source that gives models (the `rx.items`
  /// bindings do); index paths without a model of type `T` are skipped.
  public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(events: models(of: base.events.itemSelected, as: modelType))
  }

  /// The model the user asked to delete; as `modelSelected(_:)`.
  public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(events: models(of: base.events.itemDeleted, as: modelType))
  }

  /// The model at index path `indexPath`, from a data source that gives models.
  public func model<T>(at indexPath: IndexPath) throws -> T {
    guard let dataSource = base.modelDataSource else {
      throw CellDataSourceError.outOfRange(indexPath)
    }
    guard let model = try dataSource.model(at: indexPath) as? T else {
      throw CellDataSourceError.outOfRange(indexPath)
    }
    return model
  }

  private func models<T>(of paths: PublishSubject<IndexPath>, as modelType: T.Type)
    -> Observable<T>
  {
    paths.compactMap { [weak view = base] indexPath -> T? in
      guard let view else { return nil }
      return try? view.rx.model(at: indexPath) as T
    }
  }
}
