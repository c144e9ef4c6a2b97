// trellis: makes Trellis plugin and app packages (`trellis new plugin Weather`). `--help`
// lists the commands.
import Foundation

exit(
  TrellisTool.run(
    Array(CommandLine.arguments.dropFirst()),
    directory: FileManager.default.currentDirectoryPath))
