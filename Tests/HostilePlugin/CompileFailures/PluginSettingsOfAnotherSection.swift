// expect: inaccessible
import Trellis

func steal(_ settings: Settings) -> PluginSettings {
  PluginSettings(settings: settings, section: "tasks")
}
