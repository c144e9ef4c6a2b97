import Foundation
import PhotoGallery
import RepoSearch
import Trellis

/// One plugin's largest case, kept going in an app while keys are timed: it is started the
/// way a user starts it (its route opened, its query typed, through the app's input), and
/// `tick` (every 50 ms on the main thread, a few µs) starts it again when it finishes, so
/// the plugin works through the whole measurement.
@MainActor
protocol BackgroundLoad: AnyObject {
  /// Its name in the table.
  var name: String { get }
  /// Opens the plugin's screen in `app` and starts the work, typing into the screen.
  func start(in app: LoadedApp)
  /// Whether the work has begun to show (the first rows, commits read).
  var hasStarted: Bool { get }
  /// Notes progress; starts the work again when it finished.
  func tick()
  /// How much work is done, in the load's unit (commits read, repositories listed…).
  var done: Int { get }
  /// `done` for the table: "412,000 commits read".
  func describe(_ count: Int) -> String
  /// Lets the work end (it is not started again).
  func stop()
}

/// RepoSearch searching the history of the 1,000,000-commit repository for "zanzibar"
/// (1 in 100 commits match): `repos/local?path=…` pushed in the Repos tab, then `/` and the
/// word typed; when the search ends, `zanzibar:` (the same commits) or `zanzibar` again.
final class HistorySearchLoad: BackgroundLoad {
  let name = "1M-commit history search (RepoSearch)"
  let path: String
  private var view: LocalRepoView?
  private var searches = 0
  private var readBefore = 0
  private var readNow = 0
  private var isStopped = false

  init(path: String) { self.path = path }

  func start(in app: LoadedApp) {
    app.push(RepoRoutes.local(path: path), inTab: "Repos")
    view = app.visibleView(LocalRepoView.self)
    app.type("/zanzibar")
  }

  var hasStarted: Bool { readNow > 0 }

  func tick() {
    guard let view else { return }
    let text = view.historyMessage.text
    readNow = number(before: " commits read", in: text) ?? readNow
    // The search ended ("… commits match …"): search again, for a query that differs.
    if !isStopped, text.contains(" match"), !text.hasPrefix("Searching") {
      searches += 1
      readBefore += readNow
      readNow = 0
      if searches % 2 == 1 {
        _ = view.searchField.paste(":")
      } else {
        _ = view.searchField.keyDown(.backspace)
      }
    }
  }

  var done: Int { readBefore + readNow }
  func describe(_ count: Int) -> String { "\(count.formatted()) commits read" }

  func stop() {
    isStopped = true
    _ = view?.searchField.keyDown(.control("u"))  // the search ends with an empty query
  }
}

/// RepoSearch discovering the 1,000 repositories under its root: `repos?source=local`
/// lists every repository found; when the list is complete, ctrl-r walks the disk again.
final class DiscoveryLoad: BackgroundLoad {
  let name = "1,000-repository discovery (RepoSearch)"
  private var view: RepoSearchView?
  private var listedBefore = 0
  private var listedNow = 0
  private var isStopped = false

  func start(in app: LoadedApp) {
    app.open("repos?source=local")
    view = app.visibleView(RepoSearchView.self)
  }

  var hasStarted: Bool { done > 0 }

  func tick() {
    guard let view else { return }
    listedNow = view.listView.numberOfRows(inSection: 0)
    if !isStopped, view.footerLabel.text.hasPrefix("End of results") {
      listedBefore += listedNow
      listedNow = 0
      _ = view.keyDown(.control("r"))
    }
  }

  var done: Int { listedBefore + listedNow }
  func describe(_ count: Int) -> String { "\(count.formatted()) repositories listed" }
  func stop() { isStopped = true }
}

/// PhotoGallery walking the 10,000-photo folder: `photos?source=local`, then a name typed
/// into its search field that only ten files have (`p0012`) or one (`p00013`), so the walk
/// reads every entry of the folder to fill its page of 30; when the page shows, the next
/// name is typed (ten and one alternate, so a page left from the last name never counts).
final class PhotoWalkLoad: BackgroundLoad {
  let name = "10,000-photo folder walk (PhotoGallery)"
  private var view: PhotoGridView?
  private var walks = 0
  private var isStopped = false

  func start(in app: LoadedApp) {
    app.open("photos?source=local")
    view = app.visibleView(PhotoGridView.self)
    _ = view?.searchField.paste("p0000")
  }

  var hasStarted: Bool { walks > 0 }

  func tick() {
    guard let view, !isStopped else { return }
    // The page for the name typed shows its photos, and the spinner stopped.
    guard view.gridView.numberOfItems == (walks % 2 == 0 ? 10 : 1), !view.spinner.isAnimating
    else { return }
    walks += 1
    let query = String(format: walks % 2 == 0 ? "p%04d" : "p%05d", walks % 1_000)
    _ = view.searchField.keyDown(.control("u"))
    _ = view.searchField.paste(query)
  }

  var done: Int { walks * AppLoadFixtures.photoCount }
  func describe(_ count: Int) -> String {
    "\((count / AppLoadFixtures.photoCount).formatted()) walks of the folder"
  }
  func stop() { isStopped = true }
}

/// The query plugin's screen: a recursive CTE counting to 3,000,000, run again as soon as
/// it ends.
final class DatabaseQueryLoad: BackgroundLoad {
  let name = "long query in the database (plugin)"
  let progress = QueryProgress()

  func start(in app: LoadedApp) {
    app.open("benchquery")
  }

  var hasStarted: Bool { progress.isRunning || progress.finished > 0 }
  func tick() {}
  var done: Int { progress.finished }

  func describe(_ count: Int) -> String {
    var text = "\(count) queries of \(BenchQueryPlugin.limit.formatted()) rows"
    if progress.failed > 0 { text += ", \(progress.failed) stopped" }
    return text
  }

  func stop() { progress.keepsRunning = false }
}

/// The number written just before `marker` in `text` ("56,000 commits read" → 56000).
func number(before marker: String, in text: String) -> Int? {
  guard let range = text.range(of: marker) else { return nil }
  let digits = text[..<range.lowerBound].reversed().prefix {
    $0.isNumber || ",. \u{A0}\u{202F}".contains($0)
  }
  .filter(\.isNumber)
  return Int(String(digits.reversed()))
}
