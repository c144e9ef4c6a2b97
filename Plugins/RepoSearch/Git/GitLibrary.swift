import CGit2

/// libgit2's process-wide set-up, done once.
enum GitLibrary {
  /// Initializes libgit2 the first time it is called (from any thread); later calls do
  /// nothing. Turns off libgit2's hashing of every object read (git itself does not check
  /// objects on read either; `git fsck` does): reading is the plugin's hot path.
  static func ensureInitialized() {
    _ = initialized
  }

  private static let initialized: Bool = {
    git_libgit2_init()
    trellis_git_enable_strict_hash_verification(0)
    return true
  }()
}
