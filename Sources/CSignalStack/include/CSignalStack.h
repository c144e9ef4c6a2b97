// An alternate signal stack for every thread of the process, so that the terminal restorer's
// handlers still run when any thread overflows its stack.
//
// A stack overflow faults (SIGSEGV) with no stack left to run a handler on; unless the
// faulting thread has an alternate signal stack (`sigaltstack`), the kernel ends the
// process at once and the terminal stays raw on the alternate screen. Threads do not
// inherit an alternate stack, and most threads are not the program's own (dispatch's
// workers, Foundation's threads, a library's pthreads), so this library wraps
// `pthread_create`: each thread created through it gets a stack of its own before its
// start routine runs, freed when the thread ends. The wrapper is a weak definition that
// finds the C library's with `dlsym(RTLD_NEXT, …)`, as sanitizers do; under a sanitizer
// (which wraps `pthread_create` itself) it is not compiled, and threads then get a stack
// only where `trellis_signal_stack_prepare` is called.
#ifndef TRELLIS_CSIGNALSTACK_H
#define TRELLIS_CSIGNALSTACK_H

#ifdef __cplusplus
extern "C" {
#endif

/// Gives the calling thread an alternate signal stack unless it has one (the Swift
/// runtime's, a library's, or one given before): then it keeps that one.
void trellis_signal_stack_prepare(void);

#ifdef __cplusplus
}
#endif

#endif
