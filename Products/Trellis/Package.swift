// swift-tools-version: 6.0
import PackageDescription

// Trellis, the framework, as other packages take it: one shared library, libTrellis.so, that
// an app and every plugin library link, so that they share one copy of each type. It holds
// the framework modules and the umbrella `Trellis`, and no test support, no feature plugin and
// no image C library. The sources are the repository's own (Sources/, through symbolic
// links); the repository's root package is where Trellis is developed and tested. See
// Products/README.md for the companion packages.

let package = Package(
  name: "Trellis",
  products: [
    .library(
      name: "Trellis", type: .dynamic,
      targets: [
        "Trellis", "TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices", "TrellisCore",
      ])
  ],
  targets: [
    .target(name: "TrellisRx"),
    // No pkgConfig: see the root package's manifest.
    .systemLibrary(name: "CUtf8proc", providers: [.apt(["libutf8proc-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "CSignalStack"),
    .target(name: "TrellisTerminal", dependencies: ["CUtf8proc", "CSignalStack"]),
    .target(
      name: "TrellisUI", dependencies: ["TrellisRx", "TrellisTerminal"]),
    .target(name: "TrellisServices", dependencies: ["TrellisRx", "CSQLite"]),
    .target(
      name: "TrellisCore",
      dependencies: ["TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices"]),
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices", "TrellisCore",
      ]),
  ]
)
