// expect: no such module
import CSQLite

func open() {
  var handle: OpaquePointer?
  _ = sqlite3_open("database.sqlite", &handle)
}
