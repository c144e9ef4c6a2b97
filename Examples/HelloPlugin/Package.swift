// swift-tools-version: 6.0
import PackageDescription

// A Trellis plugin in its own package, as a third party would write it: it depends on
// Trellis by path, ships its plugin as a library, an app that composes it, and its tests.
let package = Package(
  name: "HelloPlugin",
  products: [
    .library(name: "HelloPlugin", targets: ["HelloPlugin"]),
    .executable(name: "hello-app", targets: ["hello-app"]),
  ],
  dependencies: [
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .target(
      name: "HelloPlugin", dependencies: [.product(name: "Trellis", package: "Trellis")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "hello-app",
      dependencies: [
        "HelloPlugin", .product(name: "Trellis", package: "Trellis"),
        .product(name: "Counters", package: "Trellis"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "HelloPluginTests",
      dependencies: [
        "HelloPlugin", .product(name: "TrellisTesting", package: "Trellis"),
        .product(name: "Counters", package: "Trellis"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
