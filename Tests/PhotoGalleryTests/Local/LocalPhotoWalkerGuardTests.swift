import Foundation
import Testing

@testable import PhotoGallery

#if canImport(Glibc)
  import Glibc
#endif

/// The walk against a hostile folder: symbolic links to an ancestor and to a sibling, a
/// named pipe posing as a picture, and a walk stopped half-way.
@Suite struct LocalPhotoWalkerGuardTests {
  func names(_ files: [LocalPhotoFile], under root: String) -> [String] {
    files.map { String($0.path.dropFirst(root.count + 1)) }
  }

  @Test func linksToAnAncestorOrASiblingAreWalkedOnce() throws {
    let folder = try PhotoFolder()
    try folder.add("a.jpg")
    try folder.add("sub/b.jpg")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("sub/up").path, withDestinationPath: folder.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("twin").path, withDestinationPath: "sub")
    let batch = try #require(LocalPhotoWalker(root: folder.path).next(100))
    #expect(names(batch.files, under: folder.path) == ["a.jpg", "sub/b.jpg"])
    #expect(batch.isFinished)
  }

  @Test func aNamedPipeCalledAPictureIsNotOpened() throws {
    let folder = try PhotoFolder()
    try folder.add("a.jpg")
    let pipe = folder.url.appendingPathComponent("b.jpg").path
    #expect(mkfifo(pipe, 0o644) == 0)
    try folder.add("c.jpg")
    let walked = DispatchSemaphore(value: 0)
    let walker = LocalPhotoWalker(root: folder.path)
    nonisolated(unsafe) var files: [LocalPhotoFile] = []
    DispatchQueue.global().async {
      files = walker.next(100)?.files ?? []
      walked.signal()
    }
    let finished = walked.wait(timeout: .now() + 60) == .success
    // Opening the pipe would wait for a writer for ever: be one, so the walk ends anyway.
    if !finished {
      let writer = open(pipe, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      walked.wait()
    }
    #expect(finished, "the walk waited on the pipe")
    #expect(names(files, under: folder.path) == ["a.jpg", "c.jpg"])
  }

  @Test func aWalkStoppedAnywhereGoesOnWhereItStopped() throws {
    let folder = try PhotoFolder()
    for name in ["a/1.jpg", "a/2.jpg", "b/3.jpg", "b/c/4.jpg", "5.jpg", "6.jpg", "7.jpg"] {
      try folder.add(name)
    }
    let whole = try #require(LocalPhotoWalker(root: folder.path).next(100))
    let expected = names(whole.files, under: folder.path)
    #expect(expected.count == 7)
    // Stopped at its n-th look (between two entries, or two headers), then let go on.
    for stop in 1...30 {
      let walker = LocalPhotoWalker(root: folder.path)
      var looks = 0
      var stopped = false
      var found: [String] = []
      for _ in 0..<20 {
        let batch = walker.next(3) {
          looks += 1
          return looks == stop
        }
        guard let batch else {
          stopped = true
          continue
        }
        found += names(batch.files, under: folder.path)
        if batch.isFinished { break }
      }
      #expect(found == expected, "stopped at look \(stop)")
      #expect(stopped == (looks >= stop), "stopped at look \(stop)")
    }
  }
}
