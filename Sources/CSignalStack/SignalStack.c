// See include/CSignalStack.h.
#define _GNU_SOURCE
#include "CSignalStack.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

// The value kept for a thread whose alternate stack is someone else's.
#define NOT_OURS ((void *)1)

static pthread_key_t stack_key;
static pthread_once_t stack_key_once = PTHREAD_ONCE_INIT;

// The key's destructor, at thread exit: takes the stack down and frees it, but only the
// stack this thread still runs with, and never while a handler runs on it.
static void release_stack(void *value) {
  if (value == NULL || value == NOT_OURS) return;
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return;
  if (current.ss_sp != value || (current.ss_flags & SS_ONSTACK) != 0) return;
  stack_t disable = {.ss_sp = NULL, .ss_flags = SS_DISABLE, .ss_size = 0};
  if (sigaltstack(&disable, NULL) == 0) free(value);
}

static void make_stack_key(void) { pthread_key_create(&stack_key, release_stack); }

// The size of each stack: room for the restorer and the handler it hands on to (the Swift
// backtracer starts its helper from there).
static size_t stack_size(void) {
  long minimum = sysconf(_SC_SIGSTKSZ);
  size_t size = minimum > 0 ? (size_t)minimum * 4 : 0;
  return size > 64 * 1024 ? size : 64 * 1024;
}

void trellis_signal_stack_prepare(void) {
  pthread_once(&stack_key_once, make_stack_key);
  if (pthread_getspecific(stack_key) != NULL) return;
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return;
  if ((current.ss_flags & SS_DISABLE) == 0) {
    pthread_setspecific(stack_key, NOT_OURS);
    return;
  }
  size_t size = stack_size();
  void *memory = malloc(size);
  if (memory == NULL) return;
  stack_t stack = {.ss_sp = memory, .ss_flags = 0, .ss_size = size};
  if (sigaltstack(&stack, NULL) != 0) {
    free(memory);
    return;
  }
  pthread_setspecific(stack_key, memory);
}

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#endif
#endif

#ifndef TRELLIS_SANITIZED

typedef int (*create_function)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);

// The C library's pthread_create: the next definition after this one, or libc's own.
static create_function next_create(void) {
  static create_function next;
  create_function found = __atomic_load_n(&next, __ATOMIC_ACQUIRE);
  if (found != NULL) return found;
  found = (create_function)dlsym(RTLD_NEXT, "pthread_create");
  if (found == NULL) {
    void *libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (libc != NULL) found = (create_function)dlsym(libc, "pthread_create");
  }
  __atomic_store_n(&next, found, __ATOMIC_RELEASE);
  return found;
}

struct thread_start {
  void *(*routine)(void *);
  void *argument;
};

static void *start_with_signal_stack(void *context) {
  struct thread_start start = *(struct thread_start *)context;
  free(context);
  trellis_signal_stack_prepare();
  return start.routine(start.argument);
}

__attribute__((weak, visibility("default"))) int pthread_create(
    pthread_t *thread, const pthread_attr_t *attributes, void *(*routine)(void *),
    void *argument) {
  create_function next = next_create();
  if (next == NULL) return EAGAIN;
  struct thread_start *start = malloc(sizeof *start);
  if (start == NULL) return next(thread, attributes, routine, argument);
  start->routine = routine;
  start->argument = argument;
  int result = next(thread, attributes, start_with_signal_stack, start);
  if (result != 0) free(start);
  return result;
}

#endif
