import Foundation
import Trellis

/// The counters screen's view: the list of counter rows (or, in the middle of its area
/// while there are none, how to add the first), and below it an add button and a line
/// that counts them.
///
/// ``bind(_:)`` is the seed's view-controller binding: it shows the counters in
/// ``CounterCell``s, making each row's ``CellViewModel`` in the cell's factory and tagging
/// its outputs with the row's counter id: new values go to ``values``, delete taps to
/// ``deletes``, the inputs of the ``CounterListViewModel``.
///
/// Keys: arrows and `j`/`k` move the selection (the list's own keys), `+` and `-` press the
/// selected row's buttons, `d` (or Delete) its delete button, `a` the add button. So the
/// keyboard and the mouse take the same path, through the row's view model.
public final class CounterListView: View {
  /// The counter rows.
  public let list = ListView()
  /// Adds a counter at 0.
  public let addButton = Button("add")
  /// "3 counters"; empty when there are none.
  public let summary = Label(style: Style(attributes: .dim))
  /// How to add the first counter, in the middle of the list's area while there are none.
  public let emptyLabel = Label(
    "", style: Style(attributes: .dim), alignment: .center, lineMode: .wrap, maximumLines: 3)
  /// The rows' new values: which counter, and its value now.
  public let values = PublishRelay<Counter>()
  /// How many counters the list shows (the damaged rows come after them).
  private var counterCount = 0
  /// The ids of the counters whose delete button was pressed.
  public let deletes = PublishRelay<UUID>()

  /// The view, its list first (it takes the focus), the add button below.
  public override init() {
    super.init()
    list.register(CounterCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
    let footer = StackView(axis: .horizontal, spacing: 2, [(addButton, .fit), (summary, .fill)])
    addSubview(
      StackView(
        axis: .vertical,
        [(ListMessageArea(list: list, message: emptyLabel), .fill), (footer, .fixed(1))]))
  }

  /// A row of the list: a counter, or a stored row that does not read as one.
  enum Row {
    case counter(Counter)
    case damaged(DamagedCounter)
  }

  /// Shows `counters` in the list, one ``CounterCell`` each, then the `damaged` rows
  /// (read-only), and the summary line. Each counter's cell gets a factory that makes its
  /// ``CellViewModel`` from the counter's value and sends the view model's values and
  /// deletes, tagged with the counter's id, to ``values`` and ``deletes``; those bindings
  /// live in the cell's bag and end when the cell is reused.
  public func bind(
    _ counters: Observable<[Counter]>, damaged: [DamagedCounter] = []
  ) -> Disposable {
    let values = self.values
    let deletes = self.deletes
    let rows = counters.map { $0.map(Row.counter) + damaged.map(Row.damaged) }.bind(
      to: list.rx.items(cellIdentifier: CounterCell.reuseIdentifier, cellType: CounterCell.self)
    ) { _, row, cell in
      guard case .counter(let counter) = row else {
        if case .damaged(let damage) = row { cell.showDamaged(damage) }
        return
      }
      cell.configure { input in
        let viewModel = CellViewModel(input, initialValue: counter.value)
        viewModel.value
          .map { Counter(id: counter.id, value: $0) }
          .bind(to: values)
          .disposed(by: cell.disposeBag)
        viewModel.delete
          .map { counter.id }
          .bind(to: deletes)
          .disposed(by: cell.disposeBag)
        return viewModel
      }
    }
    let count = counters.subscribe(onNext: { [weak self] in self?.counterCount = $0.count })
    let summary = counters.map { Self.summary(for: $0, damaged: damaged.count) }
      .bind(to: self.summary.rx.text)
    // With damaged rows the list is not empty: they show, and the summary counts them.
    let empty = counters.map { $0.isEmpty && damaged.isEmpty ? Self.emptyMessage : "" }
      .bind(to: emptyLabel.rx.text)
    return Disposables.create(rows, count, summary, empty)
  }

  /// Selects row `index` (when it exists), showing it.
  public func selectRow(_ index: Int) {
    guard index >= 0, index < list.numberOfRows(inSection: 0) else { return }
    list.selectRow(at: IndexPath(row: index, section: 0))
  }

  /// `+`/`-`/`d`/Delete press the selected row's buttons, `a` the add button; the list's
  /// moving keys reach the list even while the add button has the focus. Other keys (`u`
  /// for an undo toast, the shell's keys) go on.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.subtracting(.shift).isEmpty else { return false }
    switch event.key {
    case .character("+"), .character("="):
      return press(\.plusButton)
    case .character("-"):
      return press(\.minusButton)
    case .character("d"), .delete:
      return press(\.deleteButton)
    case .character("a"):
      addButton.sendTap()
      return true
    default:
      guard list.keyDown(event) else { return false }
      list.becomeFocused()
      return true
    }
  }

  /// The counters' keys, for the status bar and help; `a add` is the last a short status
  /// bar leaves out (it is all an empty list offers).
  /// `+-` and `d` only while a counter is selected (not with no counters, nor on a damaged
  /// row), where they act.
  public override var keyHints: [KeyHint] {
    let add = KeyHint("a", "add", importance: .high)
    guard let path = list.indexPathForSelectedRow, path.row < counterCount else { return [add] }
    return [KeyHint("+-", "change"), KeyHint("d", "delete"), add]
  }

  /// Taps `button` of the selected row's cell; false when no row is selected.
  private func press(_ button: KeyPath<CounterCell, Button>) -> Bool {
    guard let path = list.indexPathForSelectedRow,
      let cell = list.cellForRow(at: path) as? CounterCell
    else { return false }
    cell[keyPath: button].sendTap()
    return true
  }

  /// What the list's area says while there are no counters.
  static let emptyMessage = "No counters yet: press a to add one."

  /// The summary line for `counters` and a count of `damaged` rows (empty when there are
  /// none of either: ``emptyMessage`` says it).
  static func summary(for counters: [Counter], damaged: Int = 0) -> String {
    let text: String
    switch counters.count {
    case 0: text = damaged == 0 ? "" : "No counters"
    case 1: text = "1 counter"
    default: text = "\(counters.count) counters"
    }
    return damaged == 0 ? text : "\(text) (\(damaged) damaged)"
  }
}
