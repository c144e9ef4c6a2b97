/// A test sequence whose event times count from each subscription: every subscriber gets
/// the whole recording, shifted to when it subscribed.
final class ColdObservable<Element>: TestableObservable<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let index = recordSubscribe()
    let pending = CompositeDisposable()
    for recorded in recordedEvents {
      let scheduled = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
        observer.on(recorded.value)
        return Disposables.create()
      }
      _ = pending.insert(scheduled)
    }
    return Disposables.create { [weak self] in
      pending.dispose()
      self?.recordUnsubscribe(index)
    }
  }
}
