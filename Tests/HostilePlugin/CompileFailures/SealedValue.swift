// expect: cannot find
import Trellis

func open(_ value: Any) -> Any? {
  (value as? Sealed<Database>)?.value
}
