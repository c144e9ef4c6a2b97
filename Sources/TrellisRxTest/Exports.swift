@_exported import TrellisRx
