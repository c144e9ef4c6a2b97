import TrellisRx
import TrellisTerminal

/// The keys of a search screen — a search field, a source switch, and results below them —
/// so every search screen answers them alike:
///
/// - Tab and ctrl-s switch the source (as a click on the switch does);
/// - `/` goes to the field; Down and Enter in the field go to the results;
/// - `r` outside the field, and ctrl-r anywhere, ask to try again.
///
/// The view owning them calls ``handle(_:)`` from its `keyDown(_:)` and binds ``toggles``
/// and ``retries`` to its view model.
@MainActor
public final class SearchKeys {
  private let field: TextField
  private let sourceSwitch: SegmentedControl
  private weak var results: View?
  private let focusesFieldOnToggle: Bool
  private let toggleKeys = PublishSubject<Void>()
  private let retryKeys = PublishSubject<Void>()
  private let disposeBag = DisposeBag()

  /// Keys for `field`, `sourceSwitch` and `results`; with `focusesFieldOnToggle` a source
  /// switch also puts the focus in the field (the user is about to type).
  public init(
    field: TextField, sourceSwitch: SegmentedControl, results: View,
    focusesFieldOnToggle: Bool = false
  ) {
    self.field = field
    self.sourceSwitch = sourceSwitch
    self.results = results
    self.focusesFieldOnToggle = focusesFieldOnToggle
    field.rx.didSubmit
      .subscribe(onNext: { [weak results] in results?.becomeFocused() })
      .disposed(by: disposeBag)
  }

  /// Tab, ctrl-s and clicks on the switch.
  public var toggles: Observable<Void> {
    Observable.merge(toggleKeys.asObservable(), sourceSwitch.taps.map { _ in () })
  }

  /// `r` outside the field, ctrl-r anywhere.
  public var retries: Observable<Void> {
    retryKeys.asObservable()
  }

  /// Handles `event` if it is one of the search keys; whether it was.
  public func handle(_ event: KeyEvent) -> Bool {
    switch (event.key, event.modifiers) {
    case (.tab, []), (.character("s"), .control):
      toggleKeys.onNext(())
      if focusesFieldOnToggle { field.becomeFocused() }
    case (.character("/"), []) where !field.isFocused:
      field.becomeFocused()
    case (.down, []) where field.isFocused:
      results?.becomeFocused()
    case (.character("r"), []) where !field.isFocused, (.character("r"), .control):
      retryKeys.onNext(())
    default:
      return false
    }
    return true
  }
}
