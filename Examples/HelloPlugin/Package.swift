// swift-tools-version: 6.0
import PackageDescription

// A Trellis plugin in its own package, as a third party would write it: it depends on
// Trellis by path, ships its plugin as a library to compose into apps and as a dynamic
// library to drop into an app's plugins folder, an app that composes it, and its tests.
// Everything takes the framework from the product Trellis (libTrellis.so), and what comes
// beside it (the Counters plugin, the test support) links libTrellis.so too: the plugin
// library and the app then share one copy of Trellis.
let trellis = Target.Dependency.product(name: "Trellis", package: "Trellis")
let counters = Target.Dependency.product(name: "Counters", package: "TrellisPlugins")

let package = Package(
  name: "HelloPlugin",
  products: [
    .library(name: "HelloPlugin", targets: ["HelloPlugin"]),
    .library(name: "HelloPluginLibrary", type: .dynamic, targets: ["HelloPluginLibrary"]),
    .executable(name: "hello-app", targets: ["hello-app"]),
  ],
  dependencies: [
    .package(name: "Trellis", path: "../../Products/Trellis"),
    .package(name: "TrellisTesting", path: "../../Products/TrellisTesting"),
    .package(name: "TrellisPlugins", path: "../../Products/TrellisPlugins"),
  ],
  targets: [
    .target(
      name: "HelloPlugin", dependencies: [trellis]),
    .target(
      name: "HelloPluginLibrary", dependencies: ["HelloPlugin", trellis]),
    .executableTarget(
      name: "hello-app", dependencies: ["HelloPlugin", trellis, counters]),
    .testTarget(
      name: "HelloPluginTests",
      dependencies: [
        "HelloPlugin", trellis, counters,
        .product(name: "TrellisTesting", package: "TrellisTesting"),
      ]),
  ]
)
