import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct ProgressBarTests {
  private func render(_ bar: ProgressBar, width: Int = 10) -> Buffer {
    Window(rootView: bar, size: Size(width: width, height: 1)).render()
  }

  @Test func fillsWholeCellsAndAnEighthBlockForTheRest() {
    #expect(render(ProgressBar(progress: 0)).lines == [""])
    #expect(render(ProgressBar(progress: 0.5)).lines == ["█████"])
    #expect(render(ProgressBar(progress: 0.55)).lines == ["█████▌"])
    #expect(render(ProgressBar(progress: 0.0125)).lines == ["▏"])
    #expect(render(ProgressBar(progress: 0.99)).lines == ["█████████▉"])
    #expect(render(ProgressBar(progress: 1)).lines == ["██████████"])
  }

  @Test func clampsOutOfRangeValues() {
    #expect(ProgressBar(progress: 1.5).progress == 1)
    #expect(ProgressBar(progress: -2).progress == 0)
    #expect(ProgressBar(progress: .nan).progress == 0)
    let bar = ProgressBar()
    bar.progress = 7
    #expect(bar.progress == 1)
    bar.progress = .nan
    #expect(bar.progress == 0)
    bar.progress = -.infinity
    #expect(bar.progress == 0)
  }

  @Test func showsThePercentageRoundedDown() {
    #expect(
      render(ProgressBar(progress: 0.5, showsPercentage: true), width: 15).lines == [
        "█████       50%"
      ])
    #expect(
      render(ProgressBar(progress: 0.999, showsPercentage: true), width: 15).lines == [
        "█████████▉  99%"
      ])
    #expect(
      render(ProgressBar(progress: 1, showsPercentage: true), width: 15).lines == [
        "██████████ 100%"
      ])
  }

  @Test func stylesTheBarTheTrackAndTheLabel() {
    let bar = ProgressBar(
      progress: 0.25, showsPercentage: true, barStyle: Style(foreground: .green),
      trackSymbol: "·", percentageStyle: U1Styles.bold)
    let buffer = render(bar, width: 9)
    #expect(buffer.lines == ["█···  25%"])
    #expect(buffer.u1Style(0, 0) == Style(foreground: .green))
    #expect(buffer.u1Style(1, 0) == U1Styles.dim)
    #expect(buffer.u1Style(7, 0) == U1Styles.bold)
  }

  @Test @MainActor func rxProgressSetsTheProgress() {
    let bar = ProgressBar()
    let window = Window(rootView: bar, size: Size(width: 4, height: 1))
    let progress = PublishSubject<Double>()
    let subscription = progress.bind(to: bar.rx.progress)
    progress.onNext(0.5)
    #expect(window.render().lines == ["██"])
    progress.onNext(3)
    #expect(bar.progress == 1)
    subscription.dispose()
    progress.onNext(0)
    #expect(bar.progress == 1)
  }
}
