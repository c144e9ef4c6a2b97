import Foundation
import Synchronization
import Trellis
import TrellisImages

/// The gallery's local source: the pictures under a folder, walked lazily a page at a
/// time (``LocalPhotoWalker``), as ``Photo``s — the title from the file name, the size
/// from the header, the date from the file. A folder holding the generated samples
/// (``SampleSet``) lends their titles, colours and BlurHashes.
///
/// Pages are read on `scheduler`. Asking for page 1 starts a new walk; the page after the
/// last one continues it (also after a page disposed half-way: the walk kept its place);
/// a later page walks on to it, an earlier one walks again from the start. Disposing a
/// page stops its walk at the next entry, and the folder's making (the samples painted on
/// first use) at the next picture. Thread-safe: the walk in progress is guarded by
/// `walk`, a `Mutex`.
final class LocalPhotoFeed: PhotoFeed, @unchecked Sendable {
  private let folder: @Sendable (_ isCancelled: () -> Bool) throws -> String
  private let note: @Sendable () -> String?
  private let scheduler: ImmediateSchedulerType
  private let perPage: Int
  private let walk = Mutex<Walk?>(nil)

  private struct Walk {
    var root: String
    var query: String
    var walker: LocalPhotoWalker
    var pagesRead: Int
    var samples: [String: SampleSet.Entry]
  }

  /// A feed of the folder `folder` names (asked at each page, on `scheduler`: it may paint
  /// the samples, and should stop with `CancellationError` once the `isCancelled` it is
  /// given says so), read on `scheduler`, `perPage` pictures a page; `loadingNote` says
  /// what the first page's wait is for when it is more than reading.
  init(
    folder: @escaping @Sendable (_ isCancelled: () -> Bool) throws -> String,
    scheduler: ImmediateSchedulerType, perPage: Int = 30,
    loadingNote: @escaping @Sendable () -> String? = { nil }
  ) {
    self.folder = folder
    note = loadingNote
    self.scheduler = scheduler
    self.perPage = perPage
  }

  /// Page `number` of the pictures whose names contain `query`, read on the feed's
  /// scheduler when subscribed. Disposing it stops the walk at the next entry (it keeps its
  /// place for the next page), so a new query or a closed screen waits for no walk.
  func page(_ number: Int, query: String) -> Single<PhotoPage> {
    Single<PhotoPage>.create { [self] observer in
      let stop = BooleanDisposable()
      let work = scheduler.schedule(()) { _ in
        do {
          if let page = try self.read(
            page: max(1, number), query: query, isCancelled: { stop.isDisposed })
          {
            observer(.success(page))
          }
        } catch {
          observer(.failure(error))
        }
        return Disposables.create()
      }
      return Disposables.create(stop, work)
    }
  }

  /// How many folders the walk in progress has entered.
  var foldersRead: Int {
    walk.withLock { $0?.walker.foldersRead ?? 0 }
  }

  func isTransient(_ error: Error) -> Bool { false }

  func loadingNote() -> Single<String?> {
    Single.deferred { [note] in .just(note()) }.subscribe(on: scheduler)
  }

  /// Page `number`, or nil when `isCancelled` stopped the walk first.
  private func read(page number: Int, query: String, isCancelled: () -> Bool) throws
    -> PhotoPage?
  {
    let root: String
    do {
      root = try folder(isCancelled)
    } catch is CancellationError {
      return nil
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue
    else { throw PhotoGalleryError.noFolder(root) }
    return walk.withLock { walk -> PhotoPage? in
      if walk == nil || number == 1 || walk?.root != root || walk?.query != query
        || (walk?.pagesRead ?? 0) >= number
      {
        walk = Walk(
          root: root, query: query, walker: LocalPhotoWalker(root: root, nameFilter: query),
          pagesRead: 0, samples: Self.samples(in: root))
      }
      guard var current = walk else { return nil }
      defer { walk = current }
      // Pages before `number` not read yet (asked out of order) are walked past.
      while current.pagesRead < number - 1 {
        guard current.walker.next(perPage, isCancelled: isCancelled) != nil else { return nil }
        current.pagesRead += 1
      }
      guard let batch = current.walker.next(perPage, isCancelled: isCancelled) else { return nil }
      current.pagesRead = number
      var page = PhotoPage(
        photos: batch.files.map { Self.photo($0, samples: current.samples) }, page: number,
        perPage: perPage, query: query.isEmpty ? nil : query, hasMore: !batch.isFinished)
      page.notes = batch.notes
      return page
    }
  }

  /// The samples' manifest entries by file name, when `root` holds the sample set.
  private static func samples(in root: String) -> [String: SampleSet.Entry] {
    let entries = SampleSet(folder: URL(fileURLWithPath: root, isDirectory: true)).entries() ?? []
    return Dictionary(entries.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// What every local photo's id starts with.
  static let idPrefix = "file-"

  /// `file` as a photo.
  static func photo(_ file: LocalPhotoFile, samples: [String: SampleSet.Entry]) -> Photo {
    let name = (file.path as NSString).lastPathComponent
    let sample = samples[name]
    let id = idPrefix + ImageSource.file(file.path).fingerprint.prefix(16)
    return Photo(
      id: id, title: PhotoText.display(sample?.title ?? name) ?? id,
      description: PhotoText.display(file.path),
      width: file.info?.width ?? sample?.width, height: file.info?.height ?? sample?.height,
      color: sample.flatMap { PhotoColor(hex: $0.color) }, blurHash: sample?.blurHash,
      images: PhotoImageURLs(raw: URL(fileURLWithPath: file.path), resizing: .none),
      updatedAt: file.modified)
  }
}
