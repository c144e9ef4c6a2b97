extension ObservableType {
  /// Splits the elements into groups by the key `keySelector` gives each, emitting a
  /// `GroupedObservable` the first time a key is seen.
  ///
  /// A new group is emitted before its first element is delivered to it; later elements
  /// with that key go to the same group (only to the group's current subscribers). When the
  /// source completes or errors, every group and then the outer sequence complete or error
  /// the same way. An error thrown by `keySelector` errors every group and the outer
  /// sequence. Disposing the outer subscription stops new groups from being emitted; the
  /// source stays subscribed until every group subscription is disposed as well.
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Producer { observer in
      let sourceSubscription = SingleAssignmentDisposable()
      let refCount = RefCountDisposable(disposable: sourceSubscription)
      let sink = GroupBySink(
        keySelector: keySelector, sourceSubscription: sourceSubscription, refCount: refCount,
        observer: observer)
      sink.setUpstream(refCount)
      sourceSubscription.setDisposable(source.subscribe(sink))
      return sink
    }
  }
}

/// Routes each element to the subject of its group; the outer sequence gets the groups.
final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>,
  ObserverType
{
  let keySelector: (Element) throws -> Key
  let sourceSubscription: SingleAssignmentDisposable
  let refCount: RefCountDisposable
  @exclusivity(unchecked)
  var groups: [Key: PublishSubject<Element>] = [:]

  init(
    keySelector: @escaping (Element) throws -> Key,
    sourceSubscription: SingleAssignmentDisposable, refCount: RefCountDisposable,
    observer: AnyObserver<GroupedObservable<Key, Element>>
  ) {
    self.keySelector = keySelector
    self.sourceSubscription = sourceSubscription
    self.refCount = refCount
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let key: Key
      do {
        key = try keySelector(element)
      } catch {
        fail(error)
        return
      }
      if let group = groups[key] {
        group.on(.next(element))
        return
      }
      let group = PublishSubject<Element>()
      groups[key] = group
      let members = GroupByMembers(subject: group, refCount: refCount)
      forward(.next(GroupedObservable(key: key, source: members)))
      group.on(.next(element))
    case .error(let error):
      fail(error)
    case .completed:
      for group in groups.values {
        group.on(.completed)
      }
      forward(.completed)
      sourceSubscription.dispose()
      dispose()
    }
  }

  private func fail(_ error: Swift.Error) {
    for group in groups.values {
      group.on(.error(error))
    }
    forward(.error(error))
    sourceSubscription.dispose()
    dispose()
  }
}

/// The elements of one group: its subject, subscribed at once (no trampoline, so a group
/// subscribed while its first element is being delivered receives that element), holding
/// the source subscription alive while subscribed.
final class GroupByMembers<Element>: Observable<Element> {
  let subject: PublishSubject<Element>
  let refCount: RefCountDisposable

  init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
    self.subject = subject
    self.refCount = refCount
    super.init()
  }

  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    let release = refCount.retain()
    let subscription = subject.subscribe(observer)
    return Disposables.create(release, subscription)
  }
}
