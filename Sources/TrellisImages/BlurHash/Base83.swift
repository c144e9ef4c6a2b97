/// BlurHash's base-83 digits: `0-9A-Za-z#$%*+,-.:;=?@[]^_{|}~`, most significant first.
enum Base83 {
  /// The 83 digits in order of value.
  static let digits: [UInt8] = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)

  /// Each ASCII byte's value, or -1 for bytes that are not a digit.
  private static let values: [Int8] = {
    var table = [Int8](repeating: -1, count: 128)
    for (value, digit) in digits.enumerated() { table[Int(digit)] = Int8(value) }
    return table
  }()

  /// The value of one digit, or nil if `scalar` is not one.
  static func value(of scalar: Unicode.Scalar) -> Int? {
    guard scalar.value < 128 else { return nil }
    let value = values[Int(scalar.value)]
    return value < 0 ? nil : Int(value)
  }

  /// `value` written in `length` digits (higher digits of a larger value are dropped).
  static func encode(_ value: Int, length: Int, into text: inout [UInt8]) {
    var divisor = 1
    for _ in 1..<max(1, length) { divisor *= 83 }
    for _ in 0..<length {
      text.append(digits[(value / divisor) % 83])
      divisor /= 83
    }
  }
}
