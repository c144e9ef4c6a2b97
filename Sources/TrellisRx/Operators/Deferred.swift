extension ObservableType {
  /// A sequence made anew for every subscriber by `observableFactory`.
  ///
  /// Emits, completes and errors as the made sequence does; an error thrown by the factory
  /// is emitted as `error`. Disposing disposes the made sequence's subscription.
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
    -> Observable<Element>
  {
    Producer { observer in
      do {
        return try observableFactory().subscribe(observer)
      } catch {
        observer.on(.error(error))
        return Disposables.create()
      }
    }
  }
}
