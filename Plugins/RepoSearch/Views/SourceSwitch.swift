import TrellisRx
import TrellisTerminal
import TrellisUI

/// The source switch: `GitHub | This machine`, the chosen one shown reversed. A click on
/// the other one asks to switch.
public final class SourceSwitch: View {
  /// The source shown as chosen.
  public var source: RepoSearchSource = .github {
    didSet { if source != oldValue { setNeedsDisplay() } }
  }

  /// Clicks asking to switch.
  public var toggles: Observable<Void> {
    clicks.asObservable()
  }

  private let clicks = PublishSubject<Void>()

  /// The width of the two labels with their padding.
  public override func sizeThatFits(_ available: Size) -> Size {
    Size(width: Swift.min(available.width, 40), height: 1)
  }

  /// A press on the source not chosen switches.
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard event.kind == .press else { return false }
    let onGitHub = event.column - frame.x < DisplayWidth.of(label(.github)) + 1
    if (onGitHub ? RepoSearchSource.github : .local) != source { clicks.onNext(()) }
    return true
  }

  /// Draws ` GitHub  This machine `.
  public override func draw(in buffer: inout Buffer) {
    var column = frame.x
    for option in RepoSearchSource.allCases {
      let style = option == source ? Style(attributes: [.reverse, .bold]) : Style(attributes: .dim)
      column = buffer.write(label(option), column: column, row: frame.y, style: style, clip: frame)
      column += 1
    }
  }

  private func label(_ source: RepoSearchSource) -> String {
    " \(source.title) "
  }
}
