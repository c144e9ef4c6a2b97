/// A test sequence whose events happen at fixed virtual times whether or not anyone
/// listens; a subscriber sees the events after it subscribed.
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers: [UInt64: AnyObserver<Element>] = [:]
  private var order: [UInt64] = []
  private var nextKey: UInt64 = 0

  override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(scheduler: scheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      _ = scheduler.scheduleAbsoluteVirtual((), time: recorded.time) { [weak self] _ in
        self?.emit(recorded.value)
        return Disposables.create()
      }
    }
  }

  private func emit(_ event: Event<Element>) {
    for key in order {
      observers[key]?.on(event)
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let key = nextKey
    nextKey += 1
    observers[key] = AnyObserver(observer)
    order.append(key)
    let index = recordSubscribe()
    return Disposables.create { [weak self] in
      guard let self else { return }
      self.observers[key] = nil
      self.order.removeAll { $0 == key }
      self.recordUnsubscribe(index)
    }
  }
}
