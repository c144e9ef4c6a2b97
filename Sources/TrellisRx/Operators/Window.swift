extension ObservableType {
  /// Splits the source into windows: each window is an `Observable` of consecutive
  /// elements, closed when it holds `count` elements or when `timeSpan` has passed since
  /// it opened, whichever is first; the next window opens at once.
  ///
  /// The first window is emitted at subscription; a quiet source still yields a new
  /// (empty) window every `timeSpan`. A window only shows elements that arrive after it is
  /// subscribed. When the source completes or errors, the current window and then the
  /// outer sequence complete or error. Disposing the outer subscription stops new windows
  /// from being delivered, but the source stays subscribed until every subscribed window
  /// is disposed or has ended too.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = WindowSink(
        timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
      sink.run(source)
      sink.setUpstream(sink.refCount)
      return sink
    }
  }
}

/// Feeds the current window's subject and rotates it on count or time. The source
/// subscription and the timer live in a ref-counted group shared with the windows.
final class WindowSink<Element>: Sink<Observable<Element>>, ObserverType {
  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: SchedulerType
  let refCount: RefCountDisposable

  private let lock = RecursiveLock()
  private let timer = SerialDisposable()
  private let group = CompositeDisposable()
  @exclusivity(unchecked)
  private var subject = PublishSubject<Element>()
  @exclusivity(unchecked)
  private var elementCount = 0
  @exclusivity(unchecked)
  private var windowId = 0

  init(
    timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
    observer: AnyObserver<Observable<Element>>
  ) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    _ = group.insert(timer)
    refCount = RefCountDisposable(disposable: group)
    super.init(observer: observer)
  }

  func run(_ source: Observable<Element>) {
    lock.performLocked {
      forward(.next(windowObservable(subject)))
      startTimer(for: windowId)
    }
    _ = group.insert(source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        subject.on(.next(element))
        elementCount += 1
        if elementCount == count {
          elementCount = 0
          windowId &+= 1
          openNextWindow()
          startTimer(for: windowId)
        }
      case .error(let error):
        subject.on(.error(error))
        forwardTerminal(.error(error))
      case .completed:
        subject.on(.completed)
        forwardTerminal(.completed)
      }
    }
  }

  private func openNextWindow() {
    subject.on(.completed)
    subject = PublishSubject<Element>()
    forward(.next(windowObservable(subject)))
  }

  private func startTimer(for id: Int) {
    if timer.isDisposed || id != windowId { return }
    let next = SingleAssignmentDisposable()
    timer.disposable = next
    next.setDisposable(
      scheduler.scheduleRelative(id, dueTime: timeSpan) { [self] id in
        lock.performLocked {
          if id != windowId { return }
          elementCount = 0
          windowId &+= 1
          openNextWindow()
          startTimer(for: windowId)
        }
        return Disposables.create()
      })
  }

  /// A window: subscribing holds a reference on the shared group, released when the
  /// window's subscription is disposed or the window ends.
  private func windowObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
    let refCount = refCount
    return Producer { observer in
      let sink = WindowSubscriptionSink(observer: observer)
      let reference = refCount.retain()
      sink.setUpstream(Disposables.create(reference, subject.subscribe(sink)))
      return sink
    }
  }
}

/// Forwards one window's events and releases its reference when the window ends.
final class WindowSubscriptionSink<Element>: Sink<Element>, ObserverType {
  func on(_ event: Event<Element>) {
    relay(event)
  }
}
