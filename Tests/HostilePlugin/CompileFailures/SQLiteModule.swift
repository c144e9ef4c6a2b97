// expect: builds
// A known gap, kept here so that it is seen: SwiftPM gives every target that depends on
// Trellis the module maps of the C libraries below it, so `import CSQLite` compiles in a
// plugin's package. It opens only files whose path the plugin names itself (no public API
// hands a plugin the app's folders), which makes it a deliberate act, like linking
// libsqlite3 directly; the walls do not claim to stop it.
import CSQLite

func open() {
  var handle: OpaquePointer?
  _ = sqlite3_open("mine.sqlite", &handle)
}
