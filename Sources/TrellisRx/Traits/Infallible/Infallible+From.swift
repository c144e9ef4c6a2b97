extension Infallible {
  /// Emits `elements` one by one on `scheduler`, then completes. Disposing stops the
  /// remaining elements.
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(elements, scheduler: scheduler))
  }

  /// Emits the array's elements one by one on `scheduler`, then completes. Disposing
  /// stops the remaining elements.
  public static func from(
    _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(array, scheduler: scheduler))
  }

  /// Emits the sequence's elements one by one on `scheduler`, then completes. Disposing
  /// stops the remaining elements.
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> where Sequence.Element == Element {
    Infallible(Observable.from(sequence, scheduler: scheduler))
  }
}
