import Foundation
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

/// A list takes only the keys it has a use for: the rest reach the window's key handler.
@MainActor
@Suite struct ListKeysReachTheAppTests {
  let bag = DisposeBag()

  /// A focused list of five rows, the second selected, in a window whose app-level handler
  /// records (and consumes) the keys that reach it.
  private func list() -> (ListView, Window, () -> [KeyEvent]) {
    let list = ListView()
    let window = Window(rootView: list, size: Size(width: 8, height: 5))
    Observable.just(Array(0..<5))
      .bind(to: list.rx.items(cellIdentifier: "Cell", cellType: ListTestCell.self)) {
        _, number, cell in cell.text = "r\(number)"
      }
      .disposed(by: bag)
    window.focus(list)
    list.selectRow(at: IndexPath(row: 1, section: 0))
    var reached: [KeyEvent] = []
    window.unhandledKey = {
      reached.append($0)
      return true
    }
    return (list, window, { reached })
  }

  @Test func theDeleteKeysGoToTheAppWhileNothingObservesItemDeleted() {
    let (list, window, reached) = list()
    window.dispatch(.key(.character("d")))
    window.dispatch(.key(.delete))
    #expect(reached() == [.character("d"), .delete])
    #expect(!window.keyHints.contains { $0.action == "delete" })
    // Once something observes it, they delete.
    var deleted: [IndexPath] = []
    list.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
    window.dispatch(.key(.character("d")))
    window.dispatch(.key(.delete))
    #expect(deleted == [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)])
    #expect(reached().count == 2)
    #expect(window.keyHints.contains(KeyHint("d", "delete")))
  }

  @Test func withoutLetterKeysEveryLetterGoesToTheApp() {
    let (list, window, reached) = list()
    var deleted: [IndexPath] = []
    list.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
    list.usesLetterKeys = false
    for letter in "jkgGd" { window.dispatch(.key(.character(letter))) }
    #expect(reached() == "jkgGd".map { .character($0) })
    #expect(list.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(deleted.isEmpty)
    // Delete, not a letter, still deletes; the hint names it.
    window.dispatch(.key(.delete))
    #expect(deleted == [IndexPath(row: 1, section: 0)])
    #expect(window.keyHints.contains(KeyHint("delete", "delete")))
  }

  @Test func aLetterTheListDoesNotUseGoesToTheApp() {
    let (list, window, reached) = list()
    window.dispatch(.key(.character("q")))
    window.dispatch(.key(.character("j")))
    #expect(reached() == [.character("q")])
    #expect(list.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }
}
