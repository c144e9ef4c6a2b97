import Glibc

/// A stack of its own for each thread's signal handlers, so the restorer still runs when a
/// thread overflows its stack.
///
/// A stack overflow faults (SIGSEGV) with no stack left to run a handler on; the kernel
/// then ends the process at once and the terminal stays raw on the alternate screen. The
/// restorer's handlers are installed with `SA_ONSTACK`, and every thread that starts a
/// terminal, writes to one or installs the handlers gets an alternate signal stack here
/// (`sigaltstack`), once. A thread that already has one (the Swift runtime's, a library's)
/// keeps it. The stack is freed when its thread ends.
enum AlternateSignalStack {
  /// The size of each stack: room for the restorer and the handler it hands on to (the
  /// Swift backtracer starts its helper from there).
  static let size = max(64 * 1024, Int(sysconf(Int32(_SC_SIGSTKSZ))) * 4)

  /// Gives the calling thread an alternate signal stack unless it has one.
  static func prepareCurrentThread() {
    guard pthread_getspecific(key) == nil else { return }
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0 else { return }
    if current.ss_flags & Int32(SS_DISABLE) == 0 {
      // The thread has a stack of someone else's; remember that it needs nothing.
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
      return
    }
    guard let memory = malloc(size) else { return }
    var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
    guard sigaltstack(&stack, nil) == 0 else {
      free(memory)
      return
    }
    pthread_setspecific(key, memory)
  }

  /// The thread-specific key holding each thread's stack (or 1 for a stack not ours), whose
  /// destructor takes the stack down and frees it when the thread ends.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { value in
      guard let value, UInt(bitPattern: value) != 1 else { return }
      var disable = stack_t(ss_sp: nil, ss_flags: Int32(SS_DISABLE), ss_size: 0)
      var current = stack_t()
      // Only the stack this thread still runs with is taken down, and never while in use.
      if sigaltstack(nil, &current) == 0, current.ss_sp == value,
        current.ss_flags & Int32(SS_ONSTACK) == 0
      {
        sigaltstack(&disable, nil)
        free(value)
      }
    }
    return key
  }()
}
