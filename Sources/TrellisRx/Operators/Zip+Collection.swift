extension ObservableType {
  /// Combines the elements of every sequence in `collection` pairwise by index with
  /// `resultSelector`, which receives them as an array in the collection's order.
  ///
  /// The n-th element emitted combines the n-th element of every source, and is emitted as
  /// soon as the last of them arrives; earlier elements wait in a queue per source.
  /// Completes when every source has completed, or — as in RxSwift — when an element
  /// arrives that cannot be paired while every other source has completed; an empty
  /// collection completes at once. Errors as soon as a source errors; an error thrown by
  /// `resultSelector` is emitted as `error` and ends the sequence. A source that completes
  /// has its subscription disposed at once; disposing the result disposes every source
  /// subscription.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return Producer { observer in
      let sink = ZipCollectionSink(
        count: sources.count, resultSelector: resultSelector, observer: observer)
      sink.run(sources)
      return sink
    }
  }

  /// Combines the elements of every sequence in `collection` into arrays, pairwise by index.
  ///
  /// The n-th element emitted holds the n-th element of every source, and is emitted as
  /// soon as the last of them arrives; earlier elements wait in a queue per source.
  /// Completes when every source has completed, or — as in RxSwift — when an element
  /// arrives that cannot be paired while every other source has completed; an empty
  /// collection completes at once. Errors as soon as a source errors. A source that
  /// completes has its subscription disposed at once; disposing the result disposes every
  /// source subscription.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection, resultSelector: { $0 })
  }
}

/// The queued elements of each of any number of sources, combined one from each.
final class ZipCollectionSink<SourceElement, Result>: MultiSourceSink<Result> {
  private let resultSelector: ([SourceElement]) throws -> Result
  @exclusivity(unchecked)
  private var queues: [Queue<SourceElement>]
  /// How many queues hold at least one element.
  @exclusivity(unchecked)
  private var nonEmptyCount = 0
  @exclusivity(unchecked)
  private var isCompleted: [Bool]
  @exclusivity(unchecked)
  private var completedCount = 0

  init(
    count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result,
    observer: AnyObserver<Result>
  ) {
    self.resultSelector = resultSelector
    queues = Array(repeating: Queue(), count: count)
    isCompleted = Array(repeating: false, count: count)
    super.init(sourceCount: count, observer: observer)
  }

  /// Subscribes to every source in order; with no sources, completes.
  func run(_ sources: [Observable<SourceElement>]) {
    for (index, source) in sources.enumerated() {
      subscribe(source, at: index, AnyObserver { event in self.on(event, at: index) })
    }
    if sources.isEmpty {
      forwardTerminal(.completed)
    }
  }

  private func on(_ event: Event<SourceElement>, at index: Int) {
    lock.performLocked {
      switch event {
      case .next(let element):
        queues[index].enqueue(element)
        if queues[index].count == 1 { nonEmptyCount += 1 }
        guard nonEmptyCount == queues.count else {
          if completedCount == queues.count - 1 {
            forwardTerminal(.completed)
          }
          return
        }
        var arguments: [SourceElement] = []
        arguments.reserveCapacity(queues.count)
        nonEmptyCount = 0
        for queueIndex in queues.indices {
          if let value = queues[queueIndex].dequeue() { arguments.append(value) }
          if !queues[queueIndex].isEmpty { nonEmptyCount += 1 }
        }
        let result: Result
        do {
          result = try resultSelector(arguments)
        } catch {
          forwardTerminal(.error(error))
          return
        }
        forward(.next(result))
      case .error(let error):
        forwardTerminal(.error(error))
      case .completed:
        guard !isCompleted[index] else { return }
        isCompleted[index] = true
        completedCount += 1
        if completedCount == queues.count {
          forwardTerminal(.completed)
        } else {
          endSource(at: index)
        }
      }
    }
  }
}
