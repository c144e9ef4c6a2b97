import Dispatch
import Testing
import TrellisRx
import TrellisTerminal

@testable import TrellisUI

@Suite @MainActor struct LabelTests {
  private func render(_ label: Label, width: Int, height: Int = 1) -> Buffer {
    Window(rootView: label, size: Size(width: width, height: height)).render()
  }

  @Test func truncatesWithAnEllipsisByDisplayWidth() {
    #expect(render(Label("Hello, world"), width: 8).lines == ["Hello, …"])
    #expect(render(Label("Hello"), width: 5).lines == ["Hello"])
    #expect(render(Label("Hello"), width: 1).lines == ["…"])
    // Wide glyphs are two columns and never split: 6 columns hold two of them and the mark.
    #expect(render(Label("日本語テキスト"), width: 7).lines == ["日本語…"])
    #expect(render(Label("日本語テキスト"), width: 6).lines == ["日本…"])
  }

  @Test func wrapsAtWordsAndBreaksLongWords() {
    let label = Label("The quick brown fox jumps", lineMode: .wrap, maximumLines: 0)
    #expect(render(label, width: 10, height: 4).lines == ["The quick", "brown fox", "jumps", ""])
    let long = Label("abcdefghijkl xy", lineMode: .wrap, maximumLines: 0)
    #expect(render(long, width: 5, height: 3).lines == ["abcde", "fghij", "kl xy"])
    let lines = Label("one\n\ntwo", lineMode: .wrap, maximumLines: 0)
    #expect(render(lines, width: 5, height: 3).lines == ["one", "", "two"])
  }

  @Test func aMaximumLineCountMarksTheLastLineShown() {
    let label = Label("The quick brown fox jumps", lineMode: .wrap, maximumLines: 2)
    #expect(render(label, width: 10, height: 4).lines == ["The quick", "brown fox…", "", ""])
    // The frame's height limits too.
    let unlimited = Label("The quick brown fox jumps", lineMode: .wrap, maximumLines: 0)
    #expect(render(unlimited, width: 10, height: 2).lines == ["The quick", "brown fox…"])
    // Truncating mode with line breaks: one line unless asked for more.
    #expect(render(Label("first\nsecond"), width: 10, height: 2).lines == ["first…", ""])
    let two = Label("first\nsecond", maximumLines: 2)
    #expect(render(two, width: 10, height: 2).lines == ["first", "second"])
  }

  @Test func alignsLines() {
    let center = Label("ab", alignment: .center)
    #expect(render(center, width: 7).lines == ["  ab"])
    let right = Label("ab", alignment: .right)
    #expect(render(right, width: 7).lines == ["     ab"])
    let wrapped = Label("aa bbbb", alignment: .right, lineMode: .wrap, maximumLines: 0)
    #expect(render(wrapped, width: 5, height: 2).lines == ["   aa", " bbbb"])
  }

  @Test func drawsInItsStyleAndLeavesTheRestAlone() {
    let label = Label("Hi", style: U1Styles.bold)
    let buffer = render(label, width: 4)
    #expect(buffer.u1Style(0, 0) == U1Styles.bold)
    #expect(buffer.u1Style(1, 0) == U1Styles.bold)
    #expect(buffer.u1Style(2, 0) == .plain)
  }

  @Test func reportsItsNaturalSize() {
    let available = Size(width: 100, height: 10)
    #expect(Label("Hi there").sizeThatFits(available) == Size(width: 8, height: 1))
    #expect(Label("日本").sizeThatFits(available) == Size(width: 4, height: 1))
    #expect(Label("").sizeThatFits(available) == .zero)
    let wrapped = Label("Hi there", lineMode: .wrap, maximumLines: 0)
    #expect(wrapped.sizeThatFits(Size(width: 5, height: 10)) == Size(width: 5, height: 2))
    #expect(
      Label("Hello world").sizeThatFits(Size(width: 6, height: 1)) == Size(width: 6, height: 1))
    let stack = StackView(axis: .vertical, [(Label("top"), .fit), (Label("next"), .fit)])
    #expect(
      Window(rootView: stack, size: Size(width: 6, height: 3)).render().lines == [
        "top", "next", "",
      ])
  }

  @Test func hostileTextShowsAsPlaceholders() {
    #expect(render(Label(U1Hostile.text), width: 12).lines == [U1Hostile.shown])
    let wrapped = Label("x\u{1B}]0;pwned\u{07} y", lineMode: .wrap, maximumLines: 0)
    #expect(render(wrapped, width: 20).lines == ["x␛]0;pwned␇ y"])
    let drawn = render(Label("\u{9B}31m\u{2066}z"), width: 8)
    #expect(drawn.lines == ["\u{FFFD}31m\u{FFFD}z"])
    #expect(drawn.cells.allSatisfy { TextSanitizer.isClean($0.symbol) })
  }

  @Test @MainActor func rxTextSetsTheTextAndStopsWhenDisposed() {
    let label = Label("start")
    let window = Window(rootView: label, size: Size(width: 10, height: 1))
    let texts = PublishSubject<String?>()
    let subscription = texts.bind(to: label.rx.text)
    texts.onNext("bound")
    #expect(window.render().lines == ["bound"])
    texts.onNext(nil)
    #expect(window.render().lines == [""])
    subscription.dispose()
    texts.onNext("after")
    #expect(label.text == "")
    // A non-optional sequence binds through the optional overload.
    _ = Observable.just("plain").bind(to: label.rx.text)
    #expect(label.text == "plain")
  }

  @Test @MainActor func aBindingFedFromABackgroundThreadLandsOnTheMainQueue() async {
    let label = Label()
    let window = Window(rootView: label, size: Size(width: 20, height: 1))
    _ = window.render()
    let redrawnOnMain = U1Locked<[Bool]>([])
    window.onNeedsDisplay = { redrawnOnMain.mutate { $0.append(MainScheduler.isMainThread) } }
    let texts = PublishSubject<String?>()
    let subscription = texts.bind(to: label.rx.text)
    let sent = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      #expect(!MainScheduler.isMainThread)
      texts.onNext("from the background")
      sent.signal()
    }
    #expect(sent.wait(timeout: .now() + 5) == .success)
    #expect(await U1Wait.until { label.text == "from the background" })
    #expect(redrawnOnMain.value == [true])
    #expect(window.render().lines == ["from the background"])
    subscription.dispose()
  }
}
