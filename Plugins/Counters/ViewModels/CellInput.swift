import Trellis

/// What a counter's row sends: the taps of its three buttons (or the keys that press them).
///
/// The cell builds it from its buttons' `rx.tap` and hands it to the factory that makes the
/// row's ``CellViewModel``, so the view model never sees a button.
public struct CellInput {
  /// The plus button's taps.
  public let plus: Observable<Void>
  /// The minus button's taps.
  public let minus: Observable<Void>
  /// The delete button's taps.
  public let delete: Observable<Void>

  /// The taps of the three buttons.
  public init(plus: Observable<Void>, minus: Observable<Void>, delete: Observable<Void>) {
    self.plus = plus
    self.minus = minus
    self.delete = delete
  }
}
