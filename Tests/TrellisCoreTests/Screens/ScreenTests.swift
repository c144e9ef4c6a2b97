import Testing
import TrellisCore
import TrellisRx
import TrellisRxTest
import TrellisUI

@Suite @MainActor struct ScreenTests {
  @MainActor private final class ScreenTestGreetingViewModel: @MainActor ViewModelType {
    struct Input {
      let names: Observable<String>
      let done: Observable<Void>
    }

    @MainActor struct Output {
      let greeting: Observable<String>
      let navigation: Observable<NavigationIntent>
    }

    func transform(_ input: Input) -> Output {
      let greeting = input.names.map { "Hello, \($0)!" }
      let navigation = input.done.withLatestFrom(input.names)
        .map { NavigationIntent.dismiss(result: $0) }
      return Output(greeting: greeting, navigation: navigation)
    }
  }

  @Test func aViewModelIsTestedInVirtualTimeWithoutAScreen() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([.next(210, "Ada"), .next(220, "Grace")])
    let done = scheduler.createHotObservable([.next(300, ())])
    let output = ScreenTestGreetingViewModel().transform(
      .init(names: names.asObservable(), done: done.asObservable()))
    let navigation = scheduler.start { output.navigation.map(\.description) }
    #expect(navigation.events == [.next(300, "dismiss(result: Grace)")])
  }

  @Test func theViewModelInitializerTransformsAndBinds() {
    let names = PublishSubject<String>()
    let done = PublishSubject<Void>()
    let label = Label()
    let screen = Screen(
      title: "Greeting", view: label, viewModel: ScreenTestGreetingViewModel(),
      keyHints: [KeyHint("enter", "done")],
      input: { _ in .init(names: names, done: done) },
      bind: { output, screen in
        output.greeting.subscribe(onNext: { label.text = $0 }).disposed(by: screen.disposeBag)
        output.navigation.bind(to: screen.navigation).disposed(by: screen.disposeBag)
      })
    var intents: [String] = []
    let subscription = screen.intents.subscribe(onNext: { intents.append($0.description) })
    defer { subscription.dispose() }
    names.onNext("Ada")
    #expect(label.text == "Hello, Ada!")
    done.onNext(())
    #expect(intents == ["dismiss(result: Ada)"])
    #expect(screen.viewModel is ScreenTestGreetingViewModel)
    #expect(screen.keyHints == [KeyHint("enter", "done")])
    #expect(screen.view === label)
    #expect(screen.route == nil)
  }

  @Test func theNavigationObserverIgnoresCompletionAndErrors() {
    let screen = Screen(title: "S", view: View())
    var intents: [String] = []
    var completed = false
    let subscription = screen.intents.subscribe(
      onNext: { intents.append($0.description) }, onCompleted: { completed = true })
    defer { subscription.dispose() }
    let source = PublishSubject<NavigationIntent>()
    _ = source.bind(to: screen.navigation)
    source.onNext(.push("a"))
    source.onCompleted()
    screen.navigate(.back)
    Observable<NavigationIntent>.error(RouteError.empty).subscribe(screen.navigation).dispose()
    screen.finish(with: nil)
    #expect(intents == ["push(a)", "back", "dismiss(result: nil)"])
    #expect(!completed)
  }

  @Test func intentDescriptions() {
    let intents: [NavigationIntent] = [
      .push("a"), .present("b"), .open("c/1"), .pop, .popToRoot, .dismiss(result: 3), .back,
      .selectTab(2),
    ]
    #expect(
      intents.map(\.description) == [
        "push(a)", "present(b)", "open(c/1)", "pop", "popToRoot", "dismiss(result: 3)", "back",
        "selectTab(2)",
      ])
  }

  @Test func resultsOfAType() throws {
    let fixture = try NavTestFixture()
    fixture.navigator.start()
    let root = try #require(fixture.navigator.visibleScreen)
    var numbers: [Int] = []
    var all: [String] = []
    let bag = DisposeBag()
    var mistake: Error?
    var fromElsewhere: [Int] = []
    root.results(of: Int.self).subscribe(
      onNext: { numbers.append($0) }, onError: { mistake = $0 }
    ).disposed(by: bag)
    root.results(of: Int.self, from: "counters/").subscribe(onNext: { fromElsewhere.append($0) })
      .disposed(by: bag)
    root.results.subscribe(onNext: { all.append("\($0.route): \($0.value)") }).disposed(by: bag)
    for value in [1, 2] as [Any] + ["three"] {
      root.navigate(.present("about"))
      fixture.settle()
      fixture.navigator.visibleScreen?.finish(with: value)
      fixture.settle()
    }
    #expect(numbers == [1, 2])
    // A result of another type is the call site's mistake, said, not skipped.
    #expect(
      mistake as? NavigationError
        == .unexpectedResult(route: "about", expected: "Int", actual: "String"))
    // Results of routes the call does not ask for are not its own.
    #expect(fromElsewhere.isEmpty)
    #expect(all == ["about: 1", "about: 2", "about: three"])
  }

  @Test func closingDisposesBindingsCompletesAndForgetsTheViewModel() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("about")
    let screen = try #require(navigator.visibleScreen)
    let disposed = NavTestLog()
    Disposables.create { disposed.append("binding") }.disposed(by: screen.disposeBag)
    var intentsCompleted = false
    var resultsCompleted = false
    let bag = DisposeBag()
    screen.intents.subscribe(onCompleted: { intentsCompleted = true }).disposed(by: bag)
    screen.results.subscribe(onCompleted: { resultsCompleted = true }).disposed(by: bag)
    #expect(!screen.isClosed)
    navigator.pop()
    #expect(screen.isClosed)
    #expect(disposed.entries == ["binding"])
    #expect(intentsCompleted && resultsCompleted)
    #expect(fixture.log.entries.filter { $0 == "closed about" }.count == 1)
    // After closing, navigating does nothing.
    screen.navigate(.push("settings"))
    fixture.settle()
    #expect(fixture.routes == ["counters"])
  }
}
