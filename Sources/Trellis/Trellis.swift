// The umbrella module for app authors: `import Trellis` brings the whole framework.
@_exported import TrellisCore
@_exported import TrellisImages
@_exported import TrellisRx
@_exported import TrellisServices
@_exported import TrellisTerminal
@_exported import TrellisUI
