// The umbrella module: `import Trellis` is the one import a plugin or an app needs. It
// re-exports the framework: the reactive core, the terminal, the widgets, the services and
// the plugin framework. Not TrellisImages, which carries the image C libraries (chafa, glib,
// libjpeg-turbo, libwebp): a plugin that shows pictures imports TrellisImages as well.
@_exported import TrellisCore
@_exported import TrellisRx
@_exported import TrellisServices
@_exported import TrellisTerminal
@_exported import TrellisUI
