import Foundation
import TrellisRx

/// The subscription behind the `rx.items` bindings of lists and grids.
enum CellItemsBinding {
  /// Subscribes `view` to `source`: each element is handed to `apply` on the main thread,
  /// in order (see `MainQueueDelivery`), while the view is alive. Disposing the result stops
  /// the elements (one already queued for the main thread is dropped) and then calls `clear`
  /// on the main thread, which empties the view. Completion leaves the items shown; an
  /// error is a programming error (debug builds trap, release builds print it).
  static func bind<Host: CellScrollView, Source: ObservableType>(
    _ view: Host, to source: Source,
    apply: @escaping (Host, Source.Element) -> Void,
    clear: @escaping (Host) -> Void
  ) -> Disposable {
    let ended = BooleanDisposable()
    let delivery = MainQueueDelivery()
    weak let target = view
    let subscription = source.subscribe { event in
      switch event {
      case .next(let element):
        delivery.run {
          guard !ended.isDisposed, let target else { return }
          apply(target, element)
        }
      case .error(let error):
        bindingFailed(error)
      case .completed:
        break
      }
    }
    return Disposables.create {
      ended.dispose()
      subscription.dispose()
      delivery.run {
        if let target { clear(target) }
      }
    }
  }

  /// An error reached a binding: fatal in debug builds, printed in release builds.
  static func bindingFailed(_ error: Error) {
    #if DEBUG
      fatalError("Binding error: \(error)")
    #else
      print("Binding error: \(error)")
    #endif
  }
}
