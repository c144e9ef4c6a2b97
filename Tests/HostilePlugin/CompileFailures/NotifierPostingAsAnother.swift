// expect: inaccessible
import Trellis

func forge(_ notifier: AppNotifier) {
  notifier.posting(as: "tasks").error("forged")
}
