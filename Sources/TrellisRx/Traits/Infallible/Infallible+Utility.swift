extension Infallible {
  /// Runs side effects around the events and the subscription's life, passing the events
  /// on unchanged: `onNext`/`onCompleted` before an event, `afterNext`/`afterCompleted`
  /// right after; `onSubscribe` before subscribing to the source, `onSubscribed` after;
  /// `onDispose` once the source subscription is disposed (by disposal or after completion).
  /// A handler that throws breaks the promise of no error, as in RxSwift.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}

extension InfallibleType {
  /// Prints each event, the subscription and its disposal to standard output, tagged with
  /// `identifier` (or the caller's file, line and function), as `Observable.debug` does;
  /// emits and completes as the source does.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Shares one subscription to the source among all subscribers, replaying the latest
  /// `replay` elements to each new one. With `.whileConnected` the source subscription ends
  /// when the last subscriber leaves and a later subscriber starts afresh; with `.forever`
  /// the sharing (and its replay buffer) lasts for the life of the result.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Infallible<Element>
  {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }

  /// Emits `resultSelector` of `obj` and each element while `obj` is alive; completes
  /// when an element arrives after `obj` is gone, or with the source. `obj` is not
  /// retained.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Infallible<Out> {
    Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
  }

  /// Emits `(obj, element)` for each element while `obj` is alive; completes when an
  /// element arrives after `obj` is gone, or with the source. `obj` is not retained.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}
