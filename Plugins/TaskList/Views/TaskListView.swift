import Foundation
import Trellis

/// The task list's view: a title line, a filter field (shown by `/`), the sectioned list
/// of ``TaskCell``s, a message in the middle of the list's area when there is nothing to
/// list, and a "New task" button.
///
/// Its keys, besides the list's own (arrows, `j`/`k`, Enter, `d`): `n` asks for a new
/// task, Space toggles the selected task, `/` opens the filter; while a filter is open, Esc
/// clears and closes it (otherwise Esc goes back, as everywhere), Enter or Down in the
/// field go back to the list and keep the filter.
public final class TaskListView: View {
  /// The title line (the view model's `navigationBarTitle`).
  public let titleLabel = Label("Tasks", style: Style(attributes: .bold))
  /// The filter field.
  public let filterField = TextField(placeholder: "filter: type to narrow, esc to clear")
  /// What shows, in the middle of the list's area, when there are no rows.
  public let emptyLabel = Label(
    "", style: Style(attributes: .dim), alignment: .center, lineMode: .wrap, maximumLines: 3)
  /// The tasks.
  public let listView = ListView()
  /// Asks for a new task, like `n`.
  public let addButton = Button("New task")
  /// Makes the list's cells from its sections.
  public let dataSource: ListSectionedDataSource<TaskCellModel>

  private let filterRow: StackView
  private let newTaskKeys = PublishSubject<Void>()
  private let toggleKeys: PublishSubject<IndexPath>
  private let filterClears = PublishSubject<String>()
  private let disposeBag = DisposeBag()

  /// A view with an empty list.
  public override init() {
    let toggles = PublishSubject<IndexPath>()
    toggleKeys = toggles
    dataSource = ListSectionedDataSource { _, list, indexPath, model in
      let cell = list.dequeueReusableCell(withIdentifier: TaskCell.reuseIdentifier, for: indexPath)
      if let cell = cell as? TaskCell {
        cell.configure(with: model)
        cell.onCheckboxClick = { toggles.onNext(indexPath) }
      }
      return cell
    }
    filterRow = StackView(
      axis: .horizontal,
      [(Label("/", style: Style(foreground: .cyan)), .fixed(2)), (filterField, .fill)])
    super.init()
    listView.register(TaskCell.self, forCellReuseIdentifier: TaskCell.reuseIdentifier)
    filterRow.isHidden = true
    let buttonRow = StackView(axis: .horizontal, [(addButton, .fit), (View(), .fill)])
    addSubview(
      StackView(
        axis: .vertical,
        [
          (titleLabel, .fixed(1)), (filterRow, .fixed(1)),
          (ListMessageArea(list: listView, message: emptyLabel), .fill), (buttonRow, .fixed(1)),
        ]))
    filterField.rx.didSubmit
      .subscribe(onNext: { [weak self] in self?.listView.becomeFocused() })
      .disposed(by: disposeBag)
  }

  // MARK: What the user asks for

  /// The add button and `n`.
  public var addRequests: Observable<Void> {
    Observable.merge(addButton.rx.tap.asObservable(), newTaskKeys)
  }

  /// Space on a selected row, or a click on a row's check box: the row to toggle.
  public var toggleRequests: Observable<IndexPath> {
    toggleKeys.asObservable()
  }

  /// The filter's text: as typed, and empty when Esc clears it.
  public var filterQuery: Observable<String> {
    Observable.merge(filterField.rx.text.orEmpty.asObservable(), filterClears)
  }

  // MARK: Filter

  /// Whether the filter field shows.
  public var isFilterOpen: Bool {
    !filterRow.isHidden
  }

  /// Shows the filter field and focuses it.
  public func openFilter() {
    filterRow.isHidden = false
    filterField.becomeFocused()
  }

  /// Clears the filter, hides its field and focuses the list.
  public func closeFilter() {
    filterField.text = ""
    filterClears.onNext("")
    filterRow.isHidden = true
    listView.becomeFocused()
  }

  // MARK: Selection

  /// Selects the first row when the list has rows and nothing is selected.
  public func selectFirstRowIfNeeded() {
    guard listView.indexPathForSelectedRow == nil, listView.numberOfSections > 0,
      listView.numberOfRows(inSection: 0) > 0
    else { return }
    listView.selectRow(at: IndexPath(row: 0, section: 0))
  }

  // MARK: Keys

  /// `n`, Space and `/`; Esc and Down while the filter is open.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    switch event.key {
    case .character("n"):
      newTaskKeys.onNext(())
    case .character(" "):
      guard let path = listView.indexPathForSelectedRow else { return false }
      toggleKeys.onNext(path)
    case .character("/"):
      openFilter()
    case .escape where isFilterOpen:
      closeFilter()
    case .down where filterField.isFocused:
      listView.becomeFocused()
    default:
      return false
    }
    return true
  }

  /// The list's keys, as the status bar and help show them; `n new` is the last a short
  /// status bar leaves out.
  public override var keyHints: [KeyHint] {
    var hints = [
      KeyHint("n", "new", importance: .high), KeyHint("space", "done"), KeyHint("/", "filter"),
    ]
    if isFilterOpen { hints.append(KeyHint("esc", "clear filter")) }
    return hints
  }
}
