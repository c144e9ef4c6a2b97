import Foundation
import Synchronization
import TrellisImages
import TrellisRx
import TrellisServices

/// Walks a folder for pictures lazily, a page at a time: folders are read one after
/// another (breadth first, names in order, hidden entries skipped), and the walk stops as
/// soon as a page is full, so the first page of a huge folder costs what a page costs.
///
/// A file counts as a picture by its extension (`jpg`, `jpeg`, `png`, `gif`, `bmp`,
/// `webp`); its size is read from its header, checked against the decoder's limits. A
/// folder that cannot be read is noted and skipped; the walk goes on. Thread-safe: its
/// position is guarded by `state`, a `Mutex`, so pages are handed out one at a time.
final class LocalPhotoWalker: @unchecked Sendable {
  /// The folder walked.
  let root: String
  /// The extensions that make a file a picture.
  static let extensions: Set<String> = ["jpg", "jpeg", "png", "gif", "bmp", "webp"]
  /// How many bytes of a file are read to find its size.
  static let headerBytes = 256 << 10

  private struct State {
    var folders: [String]
    var pending: [String] = []
    var notes: [String] = []
    var isFinished = false
  }

  private let state: Mutex<State>
  private let decoder: ImageDecoder
  private let maxDepth: Int
  private let depthOfRoot: Int
  private let nameFilter: String

  /// A walker of `root`, looking at most `maxDepth` folders down, for pictures whose file
  /// name contains `nameFilter` (ignoring case; all of them when it is empty).
  init(
    root: String, nameFilter: String = "", decoder: ImageDecoder = ImageDecoder(),
    maxDepth: Int = 8
  ) {
    let standard = (root as NSString).standardizingPath
    self.root = standard
    self.decoder = decoder
    self.maxDepth = maxDepth
    self.nameFilter = nameFilter.lowercased()
    depthOfRoot = standard.split(separator: "/").count
    state = Mutex(State(folders: [standard]))
  }

  /// The next `count` pictures (fewer at the end), the notes made while finding them
  /// (folders that could not be read), and whether the walk is over.
  func next(_ count: Int) -> (files: [LocalPhotoFile], notes: [String], isFinished: Bool) {
    state.criticalSection { state in
      var paths: [String] = []
      while paths.count < count {
        if !state.pending.isEmpty {
          let take = min(count - paths.count, state.pending.count)
          paths += state.pending.prefix(take)
          state.pending.removeFirst(take)
          continue
        }
        guard !state.folders.isEmpty else {
          state.isFinished = true
          break
        }
        read(folder: state.folders.removeFirst(), into: &state)
      }
      let notes = state.notes
      state.notes.removeAll()
      let finished = state.pending.isEmpty && state.folders.isEmpty
      return (paths.map(file(at:)), notes, finished)
    }
  }

  /// Lists `folder`: its pictures join the pending files, its folders the line.
  private func read(folder: String, into state: inout State) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      state.notes.append("Could not read the folder \(folder): \(FileErrorReason.text(of: error)).")
      return
    }
    let depth = folder.split(separator: "/").count - depthOfRoot
    for name in names where !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if depth < maxDepth { state.folders.append(path) }
      } else if Self.extensions.contains((name as NSString).pathExtension.lowercased()),
        nameFilter.isEmpty || name.lowercased().contains(nameFilter)
      {
        state.pending.append(path)
      }
    }
  }

  /// What the file system and the header say about the file at `path`.
  private func file(at path: String) -> LocalPhotoFile {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let bytes = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    var info: ImageInfo?
    if let handle = FileHandle(forReadingAtPath: path) {
      defer { try? handle.close() }
      if let head = try? handle.read(upToCount: Self.headerBytes) {
        info = try? decoder.info(head)
      }
    }
    return LocalPhotoFile(
      path: path, bytes: bytes, modified: attributes?[.modificationDate] as? Date, info: info)
  }
}
