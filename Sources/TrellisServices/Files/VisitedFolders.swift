import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders a walk has entered, known by device and inode rather than by path, so a
/// walk that follows symbolic links enters each folder once: a link to an ancestor or to
/// a sibling already walked is recognised, and the walk neither loops nor lists the same
/// files twice under other paths.
///
/// A value type with no lock: one walk owns it.
public struct VisitedFolders: Sendable {
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  private var identities = Set<Identity>()

  /// No folder entered yet.
  public init() {}

  /// How many distinct folders were entered.
  public var count: Int { identities.count }

  /// Records the folder `info` describes (from `stat`, which follows links); returns
  /// whether it is entered for the first time.
  public mutating func insert(_ info: stat) -> Bool {
    MainThreadIO.check("VisitedFolders.insert (a folder walk)")
    return identities.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
      .inserted
  }

  /// Records the folder at `path`, following links; returns whether it is a folder entered
  /// for the first time (false when it was entered before, is not a folder, or cannot be
  /// looked at).
  public mutating func insert(path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
    return insert(info)
  }
}
