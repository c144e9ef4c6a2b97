import Foundation

extension ObservableType where Element == Data {
  /// Decodes each `Data` element into `type` with `decoder`.
  ///
  /// Emits one decoded value per element; completes and errors with the source. A decoding
  /// error is emitted as `error` and disposes the source subscription. Disposing the
  /// subscription disposes the source subscription.
  public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder)
    -> Observable<Item>
  {
    map { try decoder.decode(type, from: $0) }
  }
}

/// Something that decodes `Decodable` values from raw `Data`, such as `JSONDecoder` and
/// `PropertyListDecoder`; conform a custom decoder to use it with `decode(type:decoder:)`.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`, throwing when the data does not fit.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
