import Foundation
import Synchronization
import TrellisRx

#if canImport(Glibc)
  import Glibc
#endif

/// Runs test code as another file-system user, so "an unreadable folder" is unreadable
/// even when the tests run as root (as they do in containers and CI).
public enum FileSystemUser {
  /// The `nobody` user's id.
  public static let nobody: UInt32 = 65_534

  /// Runs `work` on a thread whose file-system user is `nobody` and returns its result
  /// (nil only if the thread could not hand it back): the kernel then drops root's right
  /// to read any file for that thread, so permissions apply. Where `setfsuid(2)` is
  /// missing, `work` runs as the current user.
  public static func asNobody<Value>(_ work: @escaping @Sendable () -> Value) -> Value? {
    let done = DispatchSemaphore(value: 0)
    let box = Box<Value>()
    // setfsuid(2) is in glibc but not in Swift's Glibc module: look it up.
    typealias SetFSUID = @convention(c) (UInt32) -> Int32
    let setfsuid = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid")
      .map { unsafeBitCast($0, to: SetFSUID.self) }
    let thread = Thread {
      _ = setfsuid?(nobody)
      box.value.criticalSection { $0 = work() }
      _ = setfsuid?(0)
      done.signal()
    }
    thread.start()
    done.wait()
    return box.value.criticalSection { $0 }
  }

  /// The result handed from the thread; guarded by its `Mutex`.
  private final class Box<Value>: @unchecked Sendable {
    let value = Mutex<Value?>(nil)
  }
}
