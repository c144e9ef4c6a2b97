import Foundation
import TrellisRx

/// The subscription behind the `rx.items` bindings of lists and grids.
enum CellItemsBinding {
  /// Subscribes `view` to `source`: each element is handed to `apply` on the main
  /// scheduler, while the view is alive. Disposing the result stops the elements (one
  /// already on its way to the main queue is dropped) and calls `clear` on the main
  /// scheduler, which empties the view. An error is a programming error (debug builds trap).
  static func bind<Host: CellScrollView, Source: ObservableType>(
    _ view: Host, to source: Source,
    apply: @escaping (Host, Source.Element) -> Void,
    clear: @escaping (Host) -> Void
  ) -> Disposable {
    let ended = BooleanDisposable()
    let binder = Binder<Source.Element>(view, scheduler: MainScheduler.instance) {
      view, element in
      guard !ended.isDisposed else { return }
      apply(view, element)
    }
    let subscription = source.subscribe(binder)
    return Disposables.create { [weak view] in
      ended.dispose()
      subscription.dispose()
      _ = MainScheduler.instance.schedule(()) { _ in
        if let view { clear(view) }
        return Disposables.create()
      }
    }
  }
}
