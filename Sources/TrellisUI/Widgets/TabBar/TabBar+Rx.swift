import TrellisRx

@MainActor
extension Reactive where Base: TabBar {
  /// The selected tab: the current index on subscription, then each user selection (keys or
  /// clicks). Binding an index selects it without echoing it back. Completes when the bar is
  /// deallocated.
  public var selectedIndex: ControlProperty<Int> {
    let values = Observable<Int>.deferred { [weak bar = base] in
      guard let bar else { return Observable<Int>.empty() }
      return bar.selections.startWith(bar.selectedIndex)
    }
    let sink = Binder<Int>(base) { bar, index in bar.selectedIndex = index }
    return ControlProperty(values: values, valueSink: sink)
  }

  /// Sets the tab titles.
  public var titles: Binder<[String]> {
    Binder(base) { bar, titles in bar.titles = titles }
  }
}
