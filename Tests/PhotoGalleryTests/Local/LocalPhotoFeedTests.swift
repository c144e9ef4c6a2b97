import Foundation
import Testing
import Trellis
import TrellisImages
import TrellisRxTest
import TrellisTesting

@testable import PhotoGallery

/// The local source on folders the tests fill with pictures they encode, plus a corrupt
/// one, a file that is not a picture, an unreadable folder and a decompression-bomb header.
@Suite struct LocalPhotoFeedTests {
  @Test func walksLazilyInPagesWithSizesFromTheHeaders() throws {
    let folder = try PhotoFolder()
    for index in 0..<7 { try folder.add(String(format: "a/%02d.jpg", index), width: 100 + index) }
    try folder.add("b/wide.png", width: 300, height: 100)
    try folder.add("b/small.webp", width: 40, height: 30)
    try folder.write(Data("notes".utf8), to: "b/readme.txt")
    try folder.write(Data("hidden".utf8), to: ".hidden/x.jpg")
    let walker = LocalPhotoWalker(root: folder.path)
    let first = try #require(walker.next(4))
    #expect(
      first.files.map { ($0.path as NSString).lastPathComponent } == [
        "00.jpg", "01.jpg", "02.jpg", "03.jpg",
      ])
    #expect(first.files[2].info?.width == 102 && first.files[2].info?.height == 80)
    #expect(!first.isFinished)
    let second = try #require(walker.next(4))
    #expect(
      second.files.map { ($0.path as NSString).lastPathComponent } == [
        "04.jpg", "05.jpg", "06.jpg", "small.webp",
      ])
    let third = try #require(walker.next(4))
    #expect(third.files.map { ($0.path as NSString).lastPathComponent } == ["wide.png"])
    #expect(third.files.first?.info?.format == .png && third.files.first?.info?.width == 300)
    #expect(third.isFinished)
  }

  @Test func aFolderItCannotReadIsNotedAndTheWalkGoesOn() throws {
    let folder = try PhotoFolder()
    try folder.add("open/one.jpg")
    try folder.add("locked/two.jpg")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.url.appendingPathComponent("locked").path)
    let batch = try #require(
      FileSystemUser.asNobody { LocalPhotoWalker(root: folder.path).next(30) } ?? nil)
    #expect(batch.files.map { ($0.path as NSString).lastPathComponent } == ["one.jpg"])
    #expect(batch.notes.count == 1)
    #expect(batch.notes.first?.contains("Could not read the folder") == true)
    #expect(batch.notes.first?.hasSuffix("locked: Permission denied.") == true, "\(batch.notes)")
  }

  @Test func brokenFilesAreListedWithoutASizeAndTheNameFilterApplies() throws {
    let folder = try PhotoFolder()
    try folder.add("cat-1.jpg")
    try folder.write(Data("<html>not a picture</html>".utf8), to: "cat-2.jpg")
    var bomb = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    bomb += Data(
      [0, 0, 0, 13] + Array("IHDR".utf8) + [
        0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0, 0, 0, 0, 0,
      ])
    try folder.write(bomb, to: "cat-huge.png")
    try folder.add("dog.jpg")
    let batch = try #require(LocalPhotoWalker(root: folder.path, nameFilter: "CAT").next(30))
    let names = batch.files.map { ($0.path as NSString).lastPathComponent }
    #expect(names == ["cat-1.jpg", "cat-2.jpg", "cat-huge.png"])
    #expect(batch.files[0].info != nil)
    #expect(batch.files[1].info == nil)
    #expect(batch.files[2].info == nil)  // 30,000 × 30,000 is over the limits.
  }

  @Test func theFeedGivesPhotosAndContinuesTheWalk() throws {
    let folder = try PhotoFolder()
    for index in 0..<5 { try folder.add("p\(index).jpg") }
    let feed = LocalPhotoFeed(
      folder: { _ in folder.path }, scheduler: CurrentThreadScheduler.instance, perPage: 2)
    let first = try feed.page(1, query: "").toBlocking().single()
    #expect(first.photos.map(\.title) == ["p0.jpg", "p1.jpg"])
    #expect(first.hasMore)
    let photo = try #require(first.photos.first)
    #expect(photo.width == 120 && photo.height == 80)
    #expect(photo.id.hasPrefix("file-"))
    #expect(photo.imageURL(forWidth: 160)?.path == folder.url.appendingPathComponent("p0.jpg").path)
    let second = try feed.page(2, query: "").toBlocking().single()
    #expect(second.photos.map(\.title) == ["p2.jpg", "p3.jpg"])
    let third = try feed.page(3, query: "").toBlocking().single()
    #expect(third.photos.map(\.title) == ["p4.jpg"] && !third.hasMore)
    // Out of order: walked again from the start.
    let again = try feed.page(2, query: "").toBlocking().single()
    #expect(again.photos.map(\.title) == ["p2.jpg", "p3.jpg"])
  }

  @Test func disposingAPageStopsTheWalkWhichKeepsItsPlace() throws {
    let folder = try PhotoFolder()
    try folder.add("0.jpg")
    for index in 0..<2_000 {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(String(format: "d%04d", index)),
        withIntermediateDirectories: false)
    }
    try folder.add("d1999/z.jpg")
    let queue = DispatchQueue(label: "local-photo-walk")
    let holdNext = DispatchSemaphore(value: 0)
    let entered = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let feed = LocalPhotoFeed(
      folder: { _ in
        // The page told to hold stops here, where its walk is about to go on.
        if holdNext.wait(timeout: .now()) == .success {
          entered.signal()
          go.wait()
        }
        return folder.path
      }, scheduler: SerialDispatchQueueScheduler(serialQueue: queue), perPage: 1)
    let first = try feed.page(1, query: "").toBlocking(timeout: 60).single()
    #expect(first.photos.map(\.title) == ["0.jpg"])
    holdNext.signal()
    let answered = DispatchSemaphore(value: 0)
    let subscription = feed.page(2, query: "").subscribe { _ in answered.signal() }
    try #require(entered.wait(timeout: .now() + 60) == .success)
    subscription.dispose()
    go.signal()
    // Work queued behind the disposed page runs once that page has let go of the queue.
    let drained = DispatchSemaphore(value: 0)
    queue.async { drained.signal() }
    try #require(drained.wait(timeout: .now() + 60) == .success)
    #expect(feed.foldersRead == 1, "the disposed page went on walking")
    #expect(answered.wait(timeout: .now()) == .timedOut)
    // The walk kept its place: page 2 asked again goes on to the last picture.
    let second = try feed.page(2, query: "").toBlocking(timeout: 60).single()
    #expect(second.photos.map(\.title) == ["z.jpg"])
  }

  @Test func aHostileFileNameIsSanitized() throws {
    let folder = try PhotoFolder()
    try folder.add("evil\u{1B}[2Jname\u{202E}.jpg")
    let feed = LocalPhotoFeed(
      folder: { _ in folder.path }, scheduler: CurrentThreadScheduler.instance)
    let title = try #require(try feed.page(1, query: "").toBlocking().single().photos.first?.title)
    #expect(!title.contains("\u{1B}") && !title.contains("\u{202E}"))
    #expect(title.contains("name"))
  }

  @Test func aMissingFolderIsAClearError() throws {
    let feed = LocalPhotoFeed(
      folder: { _ in "/nonexistent/pictures" }, scheduler: CurrentThreadScheduler.instance)
    #expect(throws: PhotoGalleryError.noFolder("/nonexistent/pictures")) {
      try feed.page(1, query: "").toBlocking().single()
    }
  }
}

/// A picture the user may not read: listed (its name is known) without a size, and its
/// cell says why it cannot be shown.
@Suite struct UnreadablePhotoTests {
  @Test func anUnreadableFileIsListedAndItsPictureSaysWhy() throws {
    let folder = try PhotoFolder()
    let path = try folder.add("private.jpg")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    let outcome = try #require(
      FileSystemUser.asNobody { () -> (LocalPhotoFile?, String) in
        let file = LocalPhotoWalker(root: folder.path).next(30)?.files.first
        // The pipeline reads on this thread, as nobody.
        let pipeline = ImagePipeline(http: nil, scheduler: CurrentThreadScheduler.instance)
        var message = ""
        _ = pipeline.image(for: ImageRequest(source: .file(path), box: Size(width: 10, height: 5)))
          .subscribe(onFailure: { message = "\($0)" })
        return (file, message)
      })
    #expect(outcome.0?.path == path)
    #expect(outcome.0?.info == nil)
    #expect(outcome.1.contains("Cannot read \(path): Permission denied"), "\(outcome.1)")
  }
}
