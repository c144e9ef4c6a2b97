import Trellis

/// Something loaded once for a screen: on its way, there, or failed with a message.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
  /// On its way.
  case loading
  /// Here it is.
  case loaded(Value)
  /// It could not be loaded; the message says why and what to do.
  case failed(String)

  /// The value, when loaded.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }
}

extension LoadState {
  /// What `load` gives, loaded at subscription and again at each `retry` (a retry disposes
  /// a load in flight): `.loading`, then `.loaded` with each value or `.failed` with the
  /// error's message and, when trying again may help, how (`r`), delivered on `scheduler`.
  static func loads(
    retry: Observable<Void>, on scheduler: SchedulerType,
    _ load: @escaping () -> Observable<Value>
  ) -> Observable<LoadState<Value>> {
    retry.startWith(())
      .flatMapLatest { _ -> Observable<LoadState<Value>> in
        load()
          .observe(on: scheduler)
          .map { LoadState.loaded($0) }
          .startWith(.loading)
          .catch { error in
            .just(
              .failed(
                RepoSearchViewModel.message(for: error)
                  + RepoSearchViewModel.retryHint(for: error, key: "r")))
          }
      }
  }
}
