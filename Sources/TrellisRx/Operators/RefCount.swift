extension ConnectableObservableType {
  /// A sequence that stays connected to this connectable sequence while it has subscribers.
  ///
  /// The first subscriber subscribes and then calls `connect()`; later subscribers only
  /// subscribe. Emits, completes and errors as the connectable sequence does; a terminal
  /// event also ends the connection, so the next subscriber connects anew. When the last
  /// subscriber disposes, the connection is disposed.
  public func refCount() -> Observable<Element> {
    let state = RefCountState(source: self)
    return Producer { observer in
      let sink = RefCountSink(state: state, observer: observer)
      sink.run()
      return sink
    }
  }
}

/// The shared bookkeeping of one `refCount()` sequence: how many subscribers it has and the
/// current connection.
///
/// `@unchecked Sendable`: `lock` guards `count`, `connectionId` and `connection` (and each
/// sink's `joinedConnection`); `source` never changes.
final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
  let source: Source
  let lock = RecursiveLock()
  /// Guarded by `lock`.
  @exclusivity(unchecked)
  var count = 0
  /// Counts connections, so a subscriber of an ended connection does not touch the next.
  @exclusivity(unchecked)
  var connectionId: UInt64 = 0
  @exclusivity(unchecked)
  var connection: Disposable?

  init(source: Source) {
    self.source = source
  }
}

/// One subscriber of `refCount()`: counts itself in, connects if first, and counts itself
/// out (disconnecting if last) when disposed.
final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element>, ObserverType {
  private let state: RefCountState<Source>
  /// The connection this subscriber joined, or nil if it never counted itself in.
  @exclusivity(unchecked)
  private var joinedConnection: UInt64?

  init(state: RefCountState<Source>, observer: AnyObserver<Source.Element>) {
    self.state = state
    super.init(observer: observer)
  }

  func run() {
    setUpstream(state.source.subscribe(self))
    // Connecting happens under the lock, so subscribers on other threads wait for it; a
    // connection that ended (or lost its last subscriber) while connecting is disposed.
    let stale = state.lock.performLocked { () -> Disposable? in
      if isDisposed { return nil }
      let id = state.connectionId
      joinedConnection = id
      state.count += 1
      guard state.count == 1 else { return nil }
      let connection = state.source.connect()
      if joinedConnection == id && state.connectionId == id {
        state.connection = connection
        return nil
      }
      return connection
    }
    stale?.dispose()
  }

  func on(_ event: Event<Source.Element>) {
    switch event {
    case .next:
      forward(event)
    case .error, .completed:
      state.lock.performLocked {
        guard joinedConnection == state.connectionId else { return }
        let connection = state.connection
        state.connection = nil
        state.count = 0
        state.connectionId &+= 1
        connection?.dispose()
      }
      forwardTerminal(event)
    }
  }

  /// The last subscriber out disposes the connection while holding the lock, so a
  /// subscriber arriving on another thread meanwhile waits and then connects anew rather
  /// than joining a connection about to be disposed.
  override func disposeResources() {
    state.lock.performLocked {
      guard let joined = joinedConnection, joined == state.connectionId else { return }
      joinedConnection = nil
      state.count -= 1
      guard state.count == 0 else { return }
      let connection = state.connection
      state.connection = nil
      connection?.dispose()
    }
  }
}
