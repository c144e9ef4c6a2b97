import TrellisRx
import TrellisUI

/// The view of a counter screen in navigator tests: a label, and taps a test sends.
final class NavTestTallyView: View {
  let label = Label()
  let taps = PublishSubject<Void>()

  override init() {
    super.init()
    addSubview(label)
  }
}
