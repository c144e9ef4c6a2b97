import TrellisRx

extension PendingWork {
  /// `single`, pending from subscription until it succeeds or fails. Disposing the
  /// subscription first cancels the work and counts it as dropped (the app reports it when
  /// it ends): use ``keep(_:_:)`` for a write that must outlive whoever asked for it.
  /// Subscribe where the work is asked for, before any hop to another scheduler, so that
  /// the work counts from the start.
  public func track<Element>(_ single: Single<Element>, _ label: String) -> Single<Element> {
    Single.create { observer in
      let token = self.begin(label)
      let subscription = single.subscribe { result in
        switch result {
        case .success: token.end()
        case .failure(let error): token.fail(error)
        }
        observer(result)
      }
      return Disposables.create {
        subscription.dispose()
        token.drop()
      }
    }
  }

  /// `completable`, pending from subscription until it completes or fails; disposing the
  /// subscription first counts it as dropped, as for ``track(_:_:)-(Single<Element>,_)``.
  public func track(_ completable: Completable, _ label: String) -> Completable {
    Completable.create { observer in
      let token = self.begin(label)
      let subscription = completable.subscribe { event in
        switch event {
        case .completed: token.end()
        case .error(let error): token.fail(error)
        }
        observer(event)
      }
      return Disposables.create {
        subscription.dispose()
        token.drop()
      }
    }
  }

  /// `single`, run to its end once subscribed, whoever listens: pending from subscription
  /// until it succeeds or fails. Disposing the subscription only stops the result from
  /// being delivered — the work goes on and the app waits for it when it ends — so a save
  /// started by a screen is kept when the screen closes first.
  public func keep<Element>(_ single: Single<Element>, _ label: String) -> Single<Element> {
    Single.create { observer in
      let token = self.begin(label)
      let listener = SerialDisposable()
      // Not disposed with the subscriber: the work holds itself until it ends.
      _ = single.subscribe { result in
        switch result {
        case .success: token.end()
        case .failure(let error): token.fail(error)
        }
        if !listener.isDisposed { observer(result) }
      }
      return listener
    }
  }
}
