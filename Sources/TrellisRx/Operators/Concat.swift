import Synchronization

extension ObservableType {
  /// Emits the elements of this sequence, then, once it completes, those of `second`.
  ///
  /// `second` is subscribed only when this sequence completes. Completes when `second`
  /// completes. An error from either is emitted and ends the sequence (`second` is never
  /// subscribed after an error from this one). Disposing the subscription disposes whichever
  /// is subscribed.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Emits the elements of each sequence in `sequence`, one sequence after another.
  ///
  /// The next sequence is taken from `sequence` and subscribed only when the previous one
  /// completed, so `sequence` may be lazy or endless; synchronous sequences do not grow the
  /// stack, and nested `concat`s are flattened. Completes after the last sequence completes
  /// (at once when there is none). The first error is emitted and ends the sequence.
  /// Disposing the subscription disposes the running one and stops the iteration.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    ConcatObservable(sources: sequence, count: nil)
  }

  /// Emits the elements of each sequence in `collection`, one sequence after another; see
  /// `concat(_:)` on a sequence.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<Element>
  where Collection.Element == Observable<Element> {
    ConcatObservable(sources: collection, count: collection.count)
  }

  /// Emits the elements of each of `sources`, one sequence after another; see `concat(_:)`
  /// on a sequence.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    ConcatObservable(sources: sources, count: sources.count)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Emits the elements of the inner sequences the source emits, one inner sequence after
  /// another, in arrival order.
  ///
  /// An inner sequence is subscribed when the previous one completed; inner sequences that
  /// arrive meanwhile wait. Completes when the source and every inner sequence completed.
  /// An error from the source or the running inner sequence is emitted at once and disposes
  /// everything. Disposing the subscription disposes the source and the running inner one.
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}

/// The sequence `Observable.concat` returns; it remembers its sources so that a `concat`
/// nested as a source is iterated in place rather than subscribed (tail recursion).
final class ConcatObservable<Element>: Observable<Element> {
  let makeIterator: () -> AnyIterator<Observable<Element>>
  let count: Int?
  let producer: Observable<Element>

  init<Sources: Sequence>(sources: Sources, count: Int?)
  where Sources.Element == Observable<Element> {
    let makeIterator = { AnyIterator(sources.makeIterator()) }
    self.makeIterator = makeIterator
    self.count = count
    self.producer = Producer { observer in
      let sink = ConcatSink(observer: observer)
      sink.start(iterator: makeIterator(), remaining: count)
      return sink
    }
    super.init()
  }

  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    producer.subscribeObserver(observer)
  }
}

/// What a `ConcatSink` is asked to do; commands run one at a time, in order.
enum ConcatCommand {
  case moveNext
  case dispose
}

/// Whether a thread is running the commands of a `ConcatSink`, and what waits for it.
struct ConcatGate {
  var isRunning = false
  var pending = Queue<ConcatCommand>()
}

/// Subscribes the sources of a `concat` one after another.
///
/// Moving to the next source runs through `gate`: a completion that arrives while a move is
/// under way (a synchronous source) is queued and run by the same loop, so the stack stays
/// flat. The iterators are touched only by the thread running the gate.
final class ConcatSink<Element>: Sink<Element>, ObserverType {
  typealias Generator = (iterator: AnyIterator<Observable<Element>>, remaining: Int?)

  let gate = Mutex(ConcatGate())
  let current = SerialDisposable()
  @exclusivity(unchecked)
  var generators: [Generator] = []

  func start(iterator: AnyIterator<Observable<Element>>, remaining: Int?) {
    generators.append((iterator, remaining))
    schedule(.moveNext)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forward(event)
    case .error:
      forwardTerminal(event)
    case .completed:
      schedule(.moveNext)
    }
  }

  /// Runs `command` now, or queues it behind the command running on another call.
  func schedule(_ command: ConcatCommand) {
    let runNow = gate.criticalSection { gate -> Bool in
      if gate.isRunning {
        gate.pending.enqueue(command)
        return false
      }
      gate.isRunning = true
      return true
    }
    guard runNow else { return }
    var command = command
    while true {
      switch command {
      case .moveNext:
        moveNext()
      case .dispose:
        generators.removeAll()
      }
      let next = gate.criticalSection { gate -> ConcatCommand? in
        guard let next = gate.pending.dequeue() else {
          gate.isRunning = false
          return nil
        }
        return next
      }
      guard let next else { return }
      command = next
    }
  }

  private func moveNext() {
    var next: Observable<Element>?
    while next == nil {
      if isDisposed { return }
      guard let (iterator, remaining) = generators.popLast() else { break }
      guard let candidate = iterator.next() else { continue }
      if let remaining {
        if remaining - 1 >= 1 {
          generators.append((iterator, remaining - 1))
        }
      } else {
        generators.append((iterator, nil))
      }
      if let nested = candidate as? ConcatObservable<Element> {
        generators.append((nested.makeIterator(), nested.count))
      } else {
        next = candidate
      }
    }
    guard let next else {
      forwardTerminal(.completed)
      return
    }
    let subscription = SingleAssignmentDisposable()
    current.disposable = subscription
    subscription.setDisposable(next.subscribe(self))
  }

  override func disposeResources() {
    current.dispose()
    schedule(.dispose)
  }
}
