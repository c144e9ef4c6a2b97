/// Why a BlurHash could not be decoded or made. Each case's `message` says what is wrong
/// and what to do about it.
public enum BlurHashError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The hash has fewer than the 6 characters of the smallest BlurHash.
  case tooShort(length: Int)
  /// A character (at `offset`, counting from 0) is not one of BlurHash's 83 digits.
  case invalidCharacter(Unicode.Scalar, offset: Int)
  /// The size flag or the caller asks for a component count outside 1...9.
  case invalidComponentCount(x: Int, y: Int)
  /// The hash's length disagrees with the component counts its first character gives.
  case wrongLength(length: Int, expected: Int)
  /// A colour at `offset` decodes to a value no encoder writes.
  case valueOutOfRange(offset: Int)
  /// The requested picture size is empty or over `ImageLimits.standard`.
  case invalidSize(width: Int, height: Int)
  /// The contrast factor is not a positive finite number.
  case invalidPunch(Double)

  /// A message the user can act on.
  public var message: String {
    switch self {
    case .tooShort(let length):
      return "The BlurHash is too short (\(length) characters; at least 6); "
        + "check that the whole hash was stored."
    case .invalidCharacter(let scalar, let offset):
      return "The BlurHash has \"\(scalar.escaped(asASCII: true))\" at position \(offset), "
        + "which is not a base-83 digit; the hash is damaged."
    case .invalidComponentCount(let x, let y):
      return "A BlurHash has 1 to 9 components each way, not \(x)×\(y); "
        + "use counts from 1 to 9."
    case .wrongLength(let length, let expected):
      return "The BlurHash has \(length) characters but its size flag needs \(expected); "
        + "the hash is truncated or damaged."
    case .valueOutOfRange(let offset):
      return "The BlurHash's colour at position \(offset) is out of range; the hash is damaged."
    case .invalidSize(let width, let height):
      return "A \(width)×\(height) BlurHash picture is not possible; "
        + "use a size from 1×1 up to the decoder's standard limits."
    case .invalidPunch(let punch):
      return "The BlurHash contrast factor \(punch) is not a positive number; use 1 for none."
    }
  }

  /// The message.
  public var description: String { message }
}
