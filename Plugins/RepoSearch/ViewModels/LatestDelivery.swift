import Synchronization
import Trellis

/// Hands a sequence's elements to a scheduler latest first: while the scheduler has not
/// run the delivery asked for last, a newer element takes the place of the one waiting.
/// However many elements a background walk makes while the main thread is busy, the main
/// thread then gets one: the latest (the walk's state carries everything before it).
///
/// The terminal event comes after the last element; nothing is delivered after disposal.
/// `@unchecked Sendable`: `waiting` is a `Mutex`.
final class LatestDelivery<Element>: @unchecked Sendable {
  private struct Waiting {
    var element: Element?
    var end: Event<Element>?
    var isScheduled = false
  }

  private let waiting = Mutex(Waiting())

  /// `source`'s elements delivered on `scheduler`, latest first (see the type).
  static func observe(_ source: Observable<Element>, on scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Observable.create { observer in
      let delivery = LatestDelivery<Element>()
      // One delivery is scheduled at a time.
      let pending = SerialDisposable()
      let stopped = BooleanDisposable()
      let deliver = {
        let (element, end) = delivery.waiting.criticalSection {
          waiting -> (Element?, Event<Element>?) in
          let taken = (waiting.element, waiting.end)
          waiting = Waiting()
          return taken
        }
        guard !stopped.isDisposed else { return }
        if let element { observer.onNext(element) }
        if let end { observer.on(end) }
      }
      let subscription = source.subscribe { event in
        let schedules = delivery.waiting.criticalSection { waiting -> Bool in
          switch event {
          case .next(let element): waiting.element = element
          default: waiting.end = event
          }
          let wasScheduled = waiting.isScheduled
          waiting.isScheduled = true
          return !wasScheduled
        }
        guard schedules else { return }
        pending.disposable = scheduler.schedule(()) { _ in
          deliver()
          return Disposables.create()
        }
      }
      return Disposables.create(stopped, subscription, pending)
    }
  }
}

extension ObservableType {
  /// The elements delivered on `scheduler`, latest first: an element still waiting for the
  /// scheduler is replaced by a newer one (see ``LatestDelivery``).
  func observeLatest(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    LatestDelivery.observe(asObservable(), on: scheduler)
  }
}
