extension ObservableType {
  /// Subscribes and passes every element to each of `relays` with `accept(_:)`.
  ///
  /// Completion is ignored, since a relay cannot end. An error is a programming error:
  /// fatal in debug builds, printed in release builds. Disposing the result disposes the
  /// subscription.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bindRelays { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Subscribes and passes every element, wrapped in an optional, to each of `relays`;
  /// completion is ignored and an error is a programming error, as for non-optional relays.
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    bindRelays { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Subscribes and makes every element the current value of each of `relays`.
  ///
  /// Completion is ignored, since a relay cannot end. An error is a programming error:
  /// fatal in debug builds, printed in release builds. Disposing the result disposes the
  /// subscription.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bindRelays { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Subscribes and makes every element, wrapped in an optional, the current value of each
  /// of `relays`; completion is ignored and an error is a programming error.
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    bindRelays { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Subscribes and passes every element to each of `relays`, which buffer it for replay.
  ///
  /// Completion is ignored, since a relay cannot end. An error is a programming error:
  /// fatal in debug builds, printed in release builds. Disposing the result disposes the
  /// subscription.
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    bindRelays { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Subscribes and passes every element, wrapped in an optional, to each of `relays`;
  /// completion is ignored and an error is a programming error.
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    bindRelays { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Subscribes `accept` to the elements, ignoring completion; an error is fatal in debug
  /// builds and printed in release builds.
  private func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
    subscribe { event in
      switch event {
      case .next(let element):
        accept(element)
      case .error(let error):
        bindingFailed("Binding error to relay: \(error)")
      case .completed:
        break
      }
    }
  }
}
