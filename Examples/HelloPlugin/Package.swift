// swift-tools-version: 6.0
import PackageDescription

// A Trellis plugin in its own package, as a third party would write it: it depends on
// Trellis by path, ships its plugin as a library to compose into apps and as a dynamic
// library to drop into an app's plugins folder, an app that composes it, and its tests.
// Everything depends on the one product Trellis (libTrellis.so): the plugin library and the
// app then share one copy of Trellis.
let package = Package(
  name: "HelloPlugin",
  products: [
    .library(name: "HelloPlugin", targets: ["HelloPlugin"]),
    .library(name: "HelloPluginLibrary", type: .dynamic, targets: ["HelloPluginLibrary"]),
    .executable(name: "hello-app", targets: ["hello-app"]),
  ],
  dependencies: [
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .target(
      name: "HelloPlugin", dependencies: [.product(name: "Trellis", package: "Trellis")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "HelloPluginLibrary",
      dependencies: ["HelloPlugin", .product(name: "Trellis", package: "Trellis")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "hello-app",
      dependencies: ["HelloPlugin", .product(name: "Trellis", package: "Trellis")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "HelloPluginTests",
      dependencies: ["HelloPlugin", .product(name: "Trellis", package: "Trellis")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
