import Foundation
import Glibc

/// How the tests start a program: with the descriptors it is given (0, 1 and 2) and no
/// other, every signal at its default and none blocked.
///
/// Both matter beside a whole test run. Tests run on dispatch's worker threads, which block
/// nearly every signal, and a child inherits its parent's mask: a tmux server started so
/// ignored SIGTERM and never noticed its pane's program end, and outlived the run. And
/// descriptors without close-on-exec — libcurl's sockets among them — are inherited: a
/// tmux server started while another test's download was in flight held that connection
/// open after the download was cancelled, so the test server never saw it close.
public final class ChildSpawn {
  private var actions = posix_spawn_file_actions_t()
  private var attributes = posix_spawnattr_t()

  /// A spawn with `flags` (such as `POSIX_SPAWN_SETSID`) besides the signal reset.
  public init(flags: Int32 = 0) {
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(
      &attributes, Int16(flags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }

  deinit {
    posix_spawn_file_actions_destroy(&actions)
    posix_spawnattr_destroy(&attributes)
  }

  /// Opens `path` as the child's descriptor `descriptor` (0, 1 or 2).
  public func open(_ descriptor: Int32, _ path: String, _ flags: Int32, mode: mode_t = 0) {
    posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
  }

  /// Makes the child's `target` a copy of its `source`.
  public func duplicate(_ source: Int32, to target: Int32) {
    posix_spawn_file_actions_adddup2(&actions, source, target)
  }

  /// Starts `path` with `arguments` (after the program's name) and `environment`.
  ///
  /// - Throws: ``PseudoTerminal/Failure`` naming the program and the error.
  public func spawn(_ path: String, arguments: [String], environment: [String: String]) throws
    -> pid_t
  {
    try closeTheRest()
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw PseudoTerminal.Failure(description: "cannot start \(path): error \(result)")
    }
    return pid
  }

  /// Closes every descriptor from 3 up in the child, after the ones set up above.
  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34) is not in Swift's Glibc
  /// module, so it is looked up by name.
  private func closeTheRest() throws {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    guard
      let symbol = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    else {
      throw PseudoTerminal.Failure(
        description: "this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34)")
    }
    let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
    let result = closeFrom(&actions, 3)
    guard result == 0 else {
      throw PseudoTerminal.Failure(
        description: "cannot close inherited descriptors: error \(result)")
    }
  }
}
