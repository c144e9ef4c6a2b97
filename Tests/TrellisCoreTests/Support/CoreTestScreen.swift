import TrellisCore
import TrellisUI

/// A screen that logs when it closes.
final class CoreTestScreen: Screen {
  let log: CoreTestLog

  init(route: String, log: CoreTestLog) {
    self.log = log
    super.init(title: route, view: Label(route), keyHints: [KeyHint("x", "test")])
  }

  override func didClose() {
    log.append("closed \(title)")
  }
}
