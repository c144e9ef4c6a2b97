import Foundation
import Synchronization
import Trellis
import TrellisImages

/// Walks a folder for pictures lazily, a page at a time: folders are read one after
/// another (breadth first, names in order, hidden entries skipped), an entry at a time,
/// and the walk stops as soon as a page is full.
///
/// A file counts as a picture by its extension (`jpg`, `jpeg`, `png`, `gif`, `bmp`,
/// `webp`) when it is a regular file (a named pipe or a device is never opened: reading
/// one could wait for ever); its size is read from its header, checked against the
/// decoder's limits. Symbolic links are followed, but each folder is entered once (known
/// by device and inode, ``VisitedFolders``): a link to an ancestor or to a folder already
/// walked adds nothing. A folder that cannot be read is noted and skipped; the walk goes
/// on. Thread-safe: its position is guarded by `state`, a `Mutex`, so pages are handed
/// out one at a time.
final class LocalPhotoWalker: @unchecked Sendable {
  /// The folder walked.
  let root: String
  /// The extensions that make a file a picture.
  static let extensions: Set<String> = ["jpg", "jpeg", "png", "gif", "bmp", "webp"]
  /// How many bytes of a file are read to find its size.
  static let headerBytes = 256 << 10

  /// A page of the walk.
  struct Batch {
    /// The pictures, in the walk's order.
    var files: [LocalPhotoFile]
    /// What was noticed while finding them (folders that could not be read).
    var notes: [String]
    /// Whether the walk is over.
    var isFinished: Bool
  }

  /// The folder being read: the names still to look at.
  private struct Listing {
    var folder: String
    var depth: Int
    var names: ArraySlice<String>
  }

  private struct State {
    var folders: [(path: String, depth: Int)]
    var listing: Listing?
    var pending: [String] = []
    var notes: [String] = []
    var visited = VisitedFolders()
  }

  private let state: Mutex<State>
  private let decoder: ImageDecoder
  private let maxDepth: Int
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
    state = Mutex(State(folders: [(standard, 0)]))
  }

  /// How many folders the walk has entered so far.
  var foldersRead: Int {
    state.withLock { $0.visited.count }
  }

  /// The next `count` pictures (fewer at the end), the notes made while finding them, and
  /// whether the walk is over; nil when `isCancelled` said stop first. It is asked
  /// between two entries and between two headers; a stopped walk keeps its place, and the
  /// next call goes on from there.
  func next(_ count: Int, isCancelled: () -> Bool = { false }) -> Batch? {
    state.withLock { state -> Batch? in
      var paths: [String] = []
      while paths.count < count {
        if isCancelled() {
          state.pending.insert(contentsOf: paths, at: 0)
          return nil
        }
        if !state.pending.isEmpty {
          let take = min(count - paths.count, state.pending.count)
          paths += state.pending.prefix(take)
          state.pending.removeFirst(take)
        } else if let name = state.listing?.names.popFirst() {
          look(at: name, into: &state)
        } else if !state.folders.isEmpty {
          enter(state.folders.removeFirst(), into: &state)
        } else {
          break
        }
      }
      var files: [LocalPhotoFile] = []
      for path in paths {
        if isCancelled() {
          state.pending.insert(contentsOf: paths, at: 0)
          return nil
        }
        files.append(file(at: path))
      }
      let notes = state.notes
      state.notes.removeAll()
      let finished =
        state.pending.isEmpty && state.folders.isEmpty && (state.listing?.names.isEmpty ?? true)
      return Batch(files: files, notes: notes, isFinished: finished)
    }
  }

  /// Starts reading `folder`, unless it was entered before (through another link).
  private func enter(_ folder: (path: String, depth: Int), into state: inout State) {
    guard state.visited.insert(path: folder.path) else { return }
    do {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      state.listing = Listing(folder: folder.path, depth: folder.depth, names: names[...])
    } catch {
      state.listing = nil
      state.notes.append(
        "Could not read the folder \(folder.path): \(FileErrorReason.text(of: error)).")
    }
  }

  /// Looks at the entry `name` of the folder being read: a picture joins the pending
  /// files, a folder the line.
  private func look(at name: String, into state: inout State) {
    guard let listing = state.listing, !name.hasPrefix(".") else { return }
    let path = (listing.folder as NSString).appendingPathComponent(name)
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      if listing.depth < maxDepth { state.folders.append((path, listing.depth + 1)) }
    case S_IFREG:
      if Self.extensions.contains((name as NSString).pathExtension.lowercased()),
        nameFilter.isEmpty || name.lowercased().contains(nameFilter)
      {
        state.pending.append(path)
      }
    default:
      break
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
