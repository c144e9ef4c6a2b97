// swift-tools-version: 6.0
import PackageDescription

// A hostile plugin in a package of its own, as a third party would write it: it depends on
// Trellis by path and sees only what Trellis makes public. Its tests run it beside the task
// list in a real app over a real database file, and check that every escape it tries is
// refused with a message naming it. `check-walls.sh` checks that the API kept from plugins
// does not even compile here.
let package = Package(
  name: "HostilePlugin",
  products: [
    .library(name: "HostilePlugin", targets: ["HostilePlugin"])
  ],
  dependencies: [
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .target(
      name: "HostilePlugin",
      dependencies: [
        .product(name: "Trellis", package: "Trellis")
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "HostilePluginTests",
      dependencies: ["HostilePlugin", .product(name: "Trellis", package: "Trellis")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
