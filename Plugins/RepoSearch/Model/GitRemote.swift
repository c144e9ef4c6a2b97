/// A remote and where it points. URLs never carry the credentials written into them.
public struct GitRemote: Hashable, Sendable {
  /// Its name, like `origin`.
  public var name: String
  /// The fetch URL, without user name or password.
  public var url: String
  /// The push URL when it differs from the fetch URL.
  public var pushURL: String?

  /// A remote `name` at `url`.
  public init(name: String, url: String, pushURL: String? = nil) {
    self.name = name
    self.url = url
    self.pushURL = pushURL
  }
}
