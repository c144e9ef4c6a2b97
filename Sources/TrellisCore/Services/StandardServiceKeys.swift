import TrellisServices

extension ServiceKey where Value == HTTPClient {
  /// The app's HTTP client (`trellis.http`).
  public static var http: ServiceKey<HTTPClient> { ServiceKey("trellis.http") }
}

extension ServiceKey where Value == Database {
  /// The app's SQLite database; plugins take a namespace of it (`trellis.database`).
  public static var database: ServiceKey<Database> { ServiceKey("trellis.database") }
}

extension ServiceKey where Value == Settings {
  /// The app's settings file; plugins read their own section (`trellis.settings`).
  public static var settings: ServiceKey<Settings> { ServiceKey("trellis.settings") }
}

extension ServiceKey where Value == AppDirectories {
  /// The app's folders (`trellis.directories`), for the app alone: a plugin gets a folder
  /// of its own, ``PluginContext/directories``.
  package static var appDirectories: ServiceKey<AppDirectories> {
    ServiceKey("trellis.directories")
  }
}
