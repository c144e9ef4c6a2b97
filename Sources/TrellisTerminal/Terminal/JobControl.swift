import Glibc

/// Job control's rule for a terminal: only the foreground process group may use it.
///
/// A shell runs each job in a process group of its own and gives the terminal to one group
/// at a time (`tcsetpgrp`). A job continued in the background (`bg`, or SIGCONT sent from
/// outside) must not touch the terminal: the kernel stops it with SIGTTOU when it changes
/// the termios — but not from a thread that blocks SIGTTOU, as dispatch's worker threads
/// do, and nothing stops its writes unless `stty tostop` is set. So Trellis asks first.
enum JobControl {
  /// Whether another process group has `descriptor`'s terminal in the foreground. False
  /// when `descriptor` is not this process's controlling terminal (job control does not
  /// apply to it). Async-signal-safe: `tcgetpgrp` and `getpgrp` are system calls.
  static func isInBackground(_ descriptor: Int32) -> Bool {
    let foreground = tcgetpgrp(descriptor)
    return foreground > 0 && foreground != getpgrp()
  }
}
