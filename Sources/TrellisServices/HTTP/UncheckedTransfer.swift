/// Carries a thread-safe object that is not declared `Sendable` (a URLSession task, a
/// dispatch work item, a disposable) into a `Mutex`'s state. `@unchecked Sendable`: the
/// object is thread-safe itself, and once handed over it is used only through the state
/// that holds it, under that state's lock.
struct UncheckedTransfer<Value>: @unchecked Sendable {
  /// The object carried.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
