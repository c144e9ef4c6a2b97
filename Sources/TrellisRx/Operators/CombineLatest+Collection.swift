extension ObservableType {
  /// Combines the latest elements of every sequence in `collection` with `resultSelector`,
  /// which receives them as an array in the collection's order.
  ///
  /// Emits once every source has produced an element, then again whenever any source
  /// produces one. Completes when every source has completed, or when a source produces its
  /// first element after all the others completed without ever producing one; an empty
  /// collection emits `resultSelector([])` and completes at once. Errors as soon as a
  /// source errors; an error thrown by
  /// `resultSelector` is emitted as `error` and ends the sequence. A source that completes
  /// has its subscription disposed at once; disposing the result disposes every source
  /// subscription.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return Producer { observer in
      let sink = CombineLatestCollectionSink(
        count: sources.count, resultSelector: resultSelector, observer: observer)
      sink.run(sources)
      return sink
    }
  }

  /// Combines the latest elements of every sequence in `collection` into arrays, in the
  /// collection's order.
  ///
  /// Emits once every source has produced an element, then again whenever any source
  /// produces one. Completes when every source has completed, or when a source produces its
  /// first element after all the others completed without ever producing one; an empty
  /// collection emits an empty array and completes at once. Errors as soon as a source
  /// errors. A source that
  /// completes has its subscription disposed at once; disposing the result disposes every
  /// source subscription.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection, resultSelector: { $0 })
  }
}

/// The latest element of each of any number of sources, combined on every change.
final class CombineLatestCollectionSink<SourceElement, Result>: MultiSourceSink<Result> {
  private let resultSelector: ([SourceElement]) throws -> Result
  @exclusivity(unchecked)
  private var latest: [SourceElement?]
  @exclusivity(unchecked)
  private var valueCount = 0
  @exclusivity(unchecked)
  private var isCompleted: [Bool]
  @exclusivity(unchecked)
  private var completedCount = 0

  init(
    count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result,
    observer: AnyObserver<Result>
  ) {
    self.resultSelector = resultSelector
    latest = Array(repeating: nil, count: count)
    isCompleted = Array(repeating: false, count: count)
    super.init(sourceCount: count, observer: observer)
  }

  /// Subscribes to every source in order; with no sources, emits the selector's value for
  /// an empty array and completes.
  func run(_ sources: [Observable<SourceElement>]) {
    for (index, source) in sources.enumerated() {
      subscribe(source, at: index, AnyObserver { event in self.on(event, at: index) })
    }
    if sources.isEmpty {
      do {
        forward(.next(try resultSelector([])))
        forwardTerminal(.completed)
      } catch {
        forwardTerminal(.error(error))
      }
    }
  }

  private func on(_ event: Event<SourceElement>, at index: Int) {
    lock.performLocked {
      switch event {
      case .next(let element):
        if case .none = latest[index] { valueCount += 1 }
        latest[index] = element
        guard valueCount == latest.count else {
          let othersCompleted = completedCount - (isCompleted[index] ? 1 : 0)
          if othersCompleted == latest.count - 1 {
            forwardTerminal(.completed)
          }
          return
        }
        let result: Result
        do {
          result = try resultSelector(latest.compactMap { $0 })
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
        if completedCount == latest.count {
          forwardTerminal(.completed)
        } else {
          endSource(at: index)
        }
      }
    }
  }
}
