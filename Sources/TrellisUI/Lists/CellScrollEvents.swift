import Foundation
import TrellisRx

/// A cell coming on screen in a list or grid, and where: what `rx.willDisplayCell` emits.
public typealias WillDisplayCellEvent = (cell: ListCell, at: IndexPath)

/// The event streams of a list or grid, which its `.rx` members expose as control events.
/// They complete when the view goes away.
final class CellScrollEvents {
  /// Enter on the selection, or a click on an item.
  let itemSelected = PublishSubject<IndexPath>()
  /// A delete key on the selection.
  let itemDeleted = PublishSubject<IndexPath>()
  /// A cell came on screen.
  let willDisplayCell = PublishSubject<WillDisplayCellEvent>()
  /// A cell's item left the screen.
  let didEndDisplayingCell = PublishSubject<WillDisplayCellEvent>()
  /// The last item came on screen.
  let reachedBottom = PublishSubject<Void>()
  /// The scroll position, in lines; replays the current one.
  let contentOffset = BehaviorSubject<Int>(value: 0)

  deinit {
    itemSelected.onCompleted()
    itemDeleted.onCompleted()
    willDisplayCell.onCompleted()
    didEndDisplayingCell.onCompleted()
    reachedBottom.onCompleted()
    contentOffset.onCompleted()
  }
}
