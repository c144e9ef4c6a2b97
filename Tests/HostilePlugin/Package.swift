// swift-tools-version: 6.0
import PackageDescription

// A hostile plugin in a package of its own, as a third party would write it: it depends on
// Trellis's products by path (Products/) and sees only what they make public. Its tests run
// it beside the task list in a real app over a real database file, and check that every
// escape it tries is refused with a message naming it. `check-walls.sh` checks that the API
// kept from plugins does not even compile here.
let trellis = Target.Dependency.product(name: "Trellis", package: "Trellis")
let taskList = Target.Dependency.product(name: "TaskList", package: "TrellisPlugins")

let package = Package(
  name: "HostilePlugin",
  products: [
    .library(name: "HostilePlugin", targets: ["HostilePlugin"])
  ],
  dependencies: [
    .package(name: "Trellis", path: "../../Products/Trellis"),
    .package(name: "TrellisTesting", path: "../../Products/TrellisTesting"),
    .package(name: "TrellisPlugins", path: "../../Products/TrellisPlugins"),
  ],
  targets: [
    .target(
      name: "HostilePlugin", dependencies: [trellis, taskList],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "HostilePluginTests",
      dependencies: [
        "HostilePlugin", trellis, taskList,
        .product(name: "TrellisTesting", package: "TrellisTesting"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
