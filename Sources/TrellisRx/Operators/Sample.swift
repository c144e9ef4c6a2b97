extension ObservableType {
  /// Emits the source's latest element each time `sampler` ticks, if a new one arrived
  /// since the previous tick; otherwise emits `defaultValue` when one is given.
  ///
  /// A tick is a `sampler` element or its completion. After the source completes, the
  /// next tick emits what is left and completes the sequence (if `sampler` has already
  /// completed, that never happens, as in RxSwift). An error from either sequence is
  /// emitted at once. Disposing the subscription disposes both subscriptions.
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let sampler = sampler.asObservable()
    return Producer { observer in
      let sink = SampleSink<Element, Source.Element>(
        defaultValue: defaultValue, observer: observer)
      sink.sourceSubscription.setDisposable(source.subscribe(sink))
      sink.samplerSubscription.setDisposable(
        sampler.subscribe(AnyObserver(eventHandler: sink.samplerOn)))
      return sink
    }
  }
}

/// Holds the source's latest unsampled element; the sampler's ticks release it.
final class SampleSink<Element, SamplerElement>: Sink<Element>, ObserverType {
  let defaultValue: Element?
  let sourceSubscription = SingleAssignmentDisposable()
  let samplerSubscription = SingleAssignmentDisposable()

  private let lock = RecursiveLock()
  @exclusivity(unchecked)
  private var latest: Element?
  @exclusivity(unchecked)
  private var sourceEnded = false

  init(defaultValue: Element?, observer: AnyObserver<Element>) {
    self.defaultValue = defaultValue
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        latest = element
      case .error:
        forwardTerminal(event)
      case .completed:
        sourceEnded = true
        sourceSubscription.dispose()
      }
    }
  }

  func samplerOn(_ event: Event<SamplerElement>) {
    lock.performLocked {
      switch event {
      case .next, .completed:
        if let element = latest {
          latest = nil
          forward(.next(element))
        } else if let defaultValue {
          forward(.next(defaultValue))
        }
        if sourceEnded {
          forwardTerminal(.completed)
        }
      case .error(let error):
        forwardTerminal(.error(error))
      }
    }
  }

  override func disposeResources() {
    sourceSubscription.dispose()
    samplerSubscription.dispose()
  }
}
