// expect: inaccessible
import Trellis

func open(_ value: Any) -> Database? {
  (value as? Sealed<Database, SealKey>)?.value(SealKey())
}
