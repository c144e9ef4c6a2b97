@_exported import TrellisCore
@_exported import TrellisRxTest

/// TrellisTesting: the headless app harness and the fixture HTTP server, for plugin authors.
public enum TrellisTesting {}
