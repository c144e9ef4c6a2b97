/// A value that one subscription's steps change one after another (never two threads at
/// once), kept by reference so a later step sees what an earlier one did.
final class Box<Value> {
  /// The value.
  var value: Value

  /// A box holding `value`.
  init(_ value: Value) {
    self.value = value
  }
}
