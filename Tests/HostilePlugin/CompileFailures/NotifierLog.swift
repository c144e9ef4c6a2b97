// expect: inaccessible
import Trellis

func forge(_ notifier: AppNotifier) {
  notifier.log.append(MessageLog.Entry(level: .error, source: "tasks", text: "forged"))
}
