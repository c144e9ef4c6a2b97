import TrellisCore
import TrellisRx
import TrellisUI

/// A counter view model (a class, so tests can watch it go away), and a factory for a screen
/// that binds it to a ``NavTestTallyView`` through Rx. After three increments it asks to
/// push `about`.
@MainActor
final class NavTestCounterViewModel: @MainActor ViewModelType {
  @MainActor struct Input {
    let increments: Observable<Void>
  }

  @MainActor struct Output {
    let count: Observable<String>
    let navigation: Observable<NavigationIntent>
  }

  private let state = BehaviorRelay(value: 0)

  func transform(_ input: Input) -> Output {
    let state = self.state
    let count = input.increments
      .withLatestFrom(state) { _, value in value + 1 }
      .do(onNext: { state.accept($0) })
      .startWith(state.value)
      .map(String.init)
      .share(replay: 1)
    return Output(
      count: count, navigation: count.filter { $0 == "3" }.map { _ in .push("about") })
  }

  /// A screen for `match`: the view's label shows the count; its `taps` add one.
  static func screen(_ match: RouteMatch, _ environment: ScreenEnvironment) throws -> Screen {
    let view = NavTestTallyView()
    return Screen(
      title: "Counter \(try match.int("id"))", view: view, viewModel: NavTestCounterViewModel(),
      input: { _ in .init(increments: view.taps.asObservable()) },
      bind: { output, screen in
        output.count.subscribe(onNext: { view.label.text = $0 }).disposed(by: screen.disposeBag)
        output.navigation.bind(to: screen.navigation).disposed(by: screen.disposeBag)
        // A binding that holds the screen itself: closing must still free it.
        output.count.subscribe(onNext: { screen.title = "Counter at \($0)" })
          .disposed(by: screen.disposeBag)
      })
  }
}
