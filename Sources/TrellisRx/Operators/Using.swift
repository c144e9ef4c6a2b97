extension ObservableType {
  /// A sequence that owns a resource for as long as its subscription lives.
  ///
  /// Each subscription makes a resource with `resourceFactory`, makes a sequence from it
  /// with `observableFactory` and subscribes to that. Emits, completes and errors as that
  /// sequence does; an error thrown by either factory is emitted as `error` (a resource
  /// already made is still disposed). Disposing the subscription, or a terminal event,
  /// disposes the inner subscription and then the resource.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { observer in
      let sink = UsingSink(observer: observer)
      var resource: Disposable = Disposables.create()
      let source: Observable<Element>
      do {
        let made = try resourceFactory()
        resource = made
        source = try observableFactory(made)
      } catch {
        source = Observable.error(error)
      }
      sink.setUpstream(Disposables.create(source.subscribe(sink), resource))
      return sink
    }
  }
}

/// Passes on the events of the sequence made from the resource.
final class UsingSink<Element>: Sink<Element>, ObserverType {
  func on(_ event: Event<Element>) {
    relay(event)
  }
}
