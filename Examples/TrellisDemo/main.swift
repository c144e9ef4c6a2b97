// trellis-demo: the Trellis demo app. `make demo` builds and runs it; `--help` lists the
// options (TrellisCore's AppCommandLine), including headless scripting for tests and
// screenshots.

import Counters
import Foundation
import PhotoGallery
import RepoSearch
import TaskList
import Trellis

exit(
  AppCommandLine(
    program: "trellis-demo", title: "Trellis demo",
    // The demo ships with Trellis: its version is Trellis's own.
    version: TrellisCore.version.semantic,
    summary: "Runs the Trellis demo app: the plugins composed into one terminal app.",
    plugins: { _ in
      [CountersPlugin(), TaskListPlugin(), RepoSearchPlugin(), PhotoGalleryPlugin()]
    }
  ).run())
