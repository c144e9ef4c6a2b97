/// A view model in the Input/Output style: `transform` turns the screen's inputs (taps,
/// text, results of screens it opened) into outputs (what to show, and
/// ``NavigationIntent``s). It never sees the terminal or the navigator, so it is tested
/// in virtual time with plain observables.
///
/// ```swift
/// struct CounterViewModel: ViewModelType {
///   struct Input { let increment: Observable<Void>; let openDetail: Observable<Void> }
///   struct Output { let count: Driver<String>; let navigation: Observable<NavigationIntent> }
///
///   func transform(_ input: Input) -> Output {
///     let count = input.increment.scan(0) { total, _ in total + 1 }.startWith(0)
///     return Output(
///       count: count.map(String.init).asDriver(onErrorJustReturn: ""),
///       navigation: input.openDetail.map { .push("counters/detail") })
///   }
/// }
/// ```
public protocol ViewModelType {
  /// What the screen feeds in.
  associatedtype Input
  /// What the screen binds to its view and the navigator.
  associatedtype Output

  /// Builds the outputs from the inputs.
  func transform(_ input: Input) -> Output
}
