import Dispatch
import Foundation
import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

@Suite @MainActor struct ImageViewRxTests {
  typealias Colors = ImageFixtureColors

  let red = TerminalImage(ImageFixtureColors.decoded(.solid(width: 4, height: 2, 255, 0, 0)))

  func synchronousView() -> ImageView {
    let view = ImageView()
    view.renderScheduler = nil
    return view
  }

  @Test @MainActor func theImageBinderShowsAndClearsThePicture() async {
    let view = synchronousView()
    let window = Window(rootView: view, size: Size(width: 4, height: 1))
    let images = PublishSubject<TerminalImage?>()
    let subscription = images.bind(to: view.rx.image)
    images.onNext(red)
    await imageFixtureDrainMainQueue()
    #expect(view.image === red)
    #expect(Colors.shows(window.render()[0, 0], (255, 0, 0)))
    images.onNext(nil)
    await imageFixtureDrainMainQueue()
    #expect(view.image == nil)
    #expect(window.render().lines == ["No…"])
    subscription.dispose()
  }

  @Test @MainActor func bindingFromABackgroundThreadDeliversOnTheMainThread() async {
    let view = synchronousView()
    // Crosses to a background thread on purpose: that is what the test is about.
    nonisolated(unsafe) let binder = view.rx.image
    let image = red
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        binder.onNext(image)
        continuation.resume()
      }
    }
    await imageFixtureDrainMainQueue()
    #expect(view.image === image)
  }

  @Test @MainActor func theErrorBinderShowsTheMessage() async {
    let view = ImageView()
    let subscription = Observable<Error>.just(ImageError.emptyData).bind(to: view.rx.error)
    await imageFixtureDrainMainQueue()
    #expect(view.errorMessage == ImageError.emptyData.message)
    subscription.dispose()
  }

  @Test @MainActor func loadShowsLoadingThenThePicture() async {
    let view = synchronousView()
    let window = Window(rootView: view, size: Size(width: 16, height: 1))
    var report: ((SingleEvent<TerminalImage>) -> Void)?
    view.load(
      Single<TerminalImage>.create { observer in
        report = observer
        return Disposables.create()
      })
    #expect(window.render().lines == [" Loading image…"])
    report?(.success(red))
    await imageFixtureDrainMainQueue()
    #expect(view.image === red)
  }

  @Test @MainActor func loadShowsAFailuresMessage() async {
    let view = synchronousView()
    let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let done = PublishSubject<Void>()
    view.load(
      TerminalImage.load(data: Data("not an image".utf8), scheduler: background)
        .do(onError: { _ in done.onNext(()) }))
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      if view.errorMessage != nil {
        continuation.resume()
        return
      }
      _ = done.take(1).observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { continuation.resume() })
    }
    await imageFixtureDrainMainQueue()
    #expect(view.errorMessage == ImageError.unsupportedFormat.message)
  }

  @Test @MainActor func settingAnImageCancelsALoad() async {
    let view = synchronousView()
    var report: ((SingleEvent<TerminalImage>) -> Void)?
    view.load(
      Single<TerminalImage>.create { observer in
        report = observer
        return Disposables.create()
      })
    let other = TerminalImage(ImageFixtureColors.decoded(.solid(width: 2, height: 2, 0, 0, 9)))
    view.image = other
    report?(.success(red))
    await imageFixtureDrainMainQueue()
    #expect(view.image === other)
  }

  @Test @MainActor func renderingRunsOnTheRenderSchedulerAndRedrawsWhenDone() async {
    let scheduler = TestScheduler(initialClock: 0)
    let view = ImageView(image: red)
    view.renderScheduler = scheduler
    let window = Window(rootView: view, size: Size(width: 16, height: 1))
    #expect(window.render().lines == [" Loading image…"])
    #expect(!window.needsDisplay)
    scheduler.start()
    await imageFixtureDrainMainQueue()
    #expect(window.needsDisplay)
    let buffer = window.render()
    #expect(view.imageFrame == Rect(x: 6, y: 0, width: 4, height: 1))
    #expect(Colors.shows(buffer[6, 0], (255, 0, 0)))

    // At a new size the previous rendering stays up until the new one is ready.
    window.resize(Size(width: 16, height: 2))
    let waiting = window.render()
    #expect(Colors.shows(waiting[6, 0], (255, 0, 0)))
    #expect(waiting[6, 1] == .blank)
    #expect(!waiting.lines.joined().contains("Loading"))
    scheduler.start()
    await imageFixtureDrainMainQueue()
    let resized = window.render()
    #expect(view.imageFrame == Rect(x: 4, y: 0, width: 8, height: 2))
    #expect(Colors.shows(resized[4, 1], (255, 0, 0)))
  }
}
