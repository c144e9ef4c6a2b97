import TrellisCore
import TrellisUI

/// A screen that logs when it closes.
final class NavTestScreen: Screen {
  let log: NavTestLog

  init(route: String, log: NavTestLog) {
    self.log = log
    super.init(title: route, view: Label(route), keyHints: [KeyHint("x", "test")])
  }

  override func didClose() {
    log.append("closed \(title)")
  }
}
