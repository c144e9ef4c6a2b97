import Trellis

/// One row's logic: plus and minus move the value from where it started; the label shows it.
///
/// It has one output for the cell (``label``) and two for the list around it (``value`` and
/// ``delete``), which the list's cell factory tags with the counter's id and feeds into the
/// ``CounterListViewModel``. It knows nothing of the counter's id, the list or storage: the
/// factory supplies the initial value, as in the seed.
///
/// ```swift
/// let viewModel = CellViewModel(input, initialValue: 4)
/// // plus, plus, minus:  value 5, 6, 5;  label "number is 4", "number is 5", …
/// ```
public struct CellViewModel {
  /// "number is N": the initial value at once, then each new value.
  public let label: Observable<String>
  /// The value after each plus (+1) or minus (−1); nothing until the first tap.
  public let value: Observable<Int>
  /// The delete taps, passed through for the list to act on.
  public let delete: Observable<Void>

  /// Scans `input`'s plus (+1) and minus (−1) taps into the value, starting from
  /// `initialValue` (the value stops at `Int.max` and `Int.min`).
  public init(_ input: CellInput, initialValue: Int) {
    let add = input.plus.map { 1 }
    let subtract = input.minus.map { -1 }
    value = Observable.merge(add, subtract)
      .scan(initialValue) { total, step in
        // Stops at Int.max or Int.min instead of overflowing.
        let (sum, overflow) = total.addingReportingOverflow(step)
        return overflow ? total : sum
      }
    label =
      value
      .startWith(initialValue)
      .map { CellViewModel.label(for: $0) }
    delete = input.delete
  }

  /// The text a row shows for `value`: "number is 3".
  public static func label(for value: Int) -> String {
    "number is \(value)"
  }
}
