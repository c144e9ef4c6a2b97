/// What an image header says, read without decoding any pixel.
public struct ImageInfo: Equatable, Hashable, Sendable {
  /// The file format.
  public var format: ImageFormat
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Header facts given explicitly.
  public init(format: ImageFormat, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }
}
