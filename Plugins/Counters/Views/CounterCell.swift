import Trellis

/// A counter's row: "number is N" and three buttons, `[ + ] [ - ] [ delete ]`. On a
/// narrow row the label keeps its room, value and all: the buttons that do not fit beside
/// it are hidden, `delete` first, then `-`, then `+` (their keys still work).
///
/// As in the seed, the cell does not make its view model: ``configure(with:)`` takes a
/// factory, hands it the taps of the buttons as a ``CellInput``, and binds the
/// ``CellViewModel`` it gets back into the cell's `disposeBag`. The list resets that bag
/// when it reuses the cell for another row (`prepareForReuse()`), so the old row's bindings
/// stop: taps on a reused cell reach only its new view model.
///
/// ```swift
/// cell.configure { input in CellViewModel(input, initialValue: counter.value) }
/// ```
public final class CounterCell: ListCell {
  /// The reuse identifier the counters list registers the cell under.
  public static let reuseIdentifier = "Counter"

  /// "number is N".
  public let label = Label()
  /// Adds one.
  public let plusButton = Button("+")
  /// Takes one away.
  public let minusButton = Button("-")
  /// Deletes the counter.
  public let deleteButton = Button("delete")

  /// Whether the row shows a damaged stored row (no buttons; its keys do nothing).
  public private(set) var isDamaged = false

  /// Columns between the label and the buttons, and between two buttons.
  private static let spacing = 1

  /// A cell with its label and buttons in a row; the list gives it a frame.
  public required init() {
    super.init()
    addSubview(
      StackView(
        axis: .horizontal, spacing: Self.spacing,
        [(label, .fill), (plusButton, .fit), (minusButton, .fit), (deleteButton, .fit)]))
  }

  /// Shows the buttons that fit beside the whole label (the last ones give way first),
  /// then lays the row out.
  public override func layoutSubviews() {
    let needed = label.sizeThatFits(Size(width: Int.max, height: 1)).width
    var room = isDamaged ? Int.min / 2 : frame.width - needed
    for button in [plusButton, minusButton, deleteButton] {
      let width = button.sizeThatFits(Size(width: Int.max, height: 1)).width + Self.spacing
      let fits = width <= room
      room = fits ? room - width : Int.min / 2
      if button.isHidden == fits { button.isHidden = !fits }
    }
    super.layoutSubviews()
  }

  /// Makes the row's view model with `factory`, from the taps of the buttons, and binds its
  /// label into `disposeBag`.
  public func configure(with factory: (CellInput) -> CellViewModel) {
    let input = CellInput(
      plus: plusButton.rx.tap.asObservable(),
      minus: minusButton.rx.tap.asObservable(),
      delete: deleteButton.rx.tap.asObservable())
    let viewModel = factory(input)
    viewModel.label
      .bind(to: label.rx.text)
      .disposed(by: disposeBag)
  }

  /// Shows `damage` instead of a value, without buttons: the row cannot be changed.
  public func showDamaged(_ damage: DamagedCounter) {
    isDamaged = true
    label.text = damage.message
    for button in [plusButton, minusButton, deleteButton] { button.isHidden = true }
  }

  /// Ends the previous row's bindings (a new `disposeBag`), clears the label and shows the
  /// buttons again.
  public override func prepareForReuse() {
    super.prepareForReuse()
    isDamaged = false
    label.text = ""
    for button in [plusButton, minusButton, deleteButton] { button.isHidden = false }
  }
}
