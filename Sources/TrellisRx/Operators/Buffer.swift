extension ObservableType {
  /// Collects the source's elements into arrays, emitting the array when it holds `count`
  /// elements or when `timeSpan` has passed since the previous array, whichever is first.
  ///
  /// The time span restarts with every emitted array, so a quiet source yields empty
  /// arrays every `timeSpan`. When the source completes, the current array (possibly
  /// empty) is emitted and the sequence completes; an error is emitted at once and drops
  /// the current array. Disposing the subscription disposes the source subscription and
  /// cancels the timer.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<[Element]>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = BufferSink(
        timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
      sink.startTimer(for: 0)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Fills an array and sends it when full or when the timer of its window fires.
final class BufferSink<Element>: Sink<[Element]>, ObserverType {
  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: SchedulerType

  private let lock = RecursiveLock()
  private let timer = SerialDisposable()
  @exclusivity(unchecked)
  private var buffer: [Element] = []
  @exclusivity(unchecked)
  private var windowId = 0

  init(
    timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
    observer: AnyObserver<[Element]>
  ) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        buffer.append(element)
        if buffer.count == count {
          sendBufferAndStartNext()
        }
      case .error(let error):
        buffer = []
        forwardTerminal(.error(error))
      case .completed:
        forward(.next(buffer))
        forwardTerminal(.completed)
      }
    }
  }

  private func sendBufferAndStartNext() {
    windowId &+= 1
    let id = windowId
    let full = buffer
    buffer = []
    forward(.next(full))
    startTimer(for: id)
  }

  func startTimer(for id: Int) {
    lock.performLocked {
      if timer.isDisposed || id != windowId { return }
      let next = SingleAssignmentDisposable()
      timer.disposable = next
      next.setDisposable(
        scheduler.scheduleRelative(id, dueTime: timeSpan) { [self] id in
          lock.performLocked {
            if id == windowId {
              sendBufferAndStartNext()
            }
          }
          return Disposables.create()
        })
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
