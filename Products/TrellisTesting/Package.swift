// swift-tools-version: 6.0
import PackageDescription

// Trellis's test support, for test targets only: TrellisRxTest (virtual time, RxTest's API;
// it links XCTest) and TrellisTesting (the headless app harness, a fixture HTTP server). Both
// are linked into the test bundle and take the framework from libTrellis.so, the Trellis
// package's product, so the tests and the plugin under test share one copy of it.

let package = Package(
  name: "TrellisTesting",
  products: [
    .library(name: "TrellisRxTest", targets: ["TrellisRxTest"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
  ],
  dependencies: [
    .package(name: "Trellis", path: "../Trellis")
  ],
  targets: [
    .target(
      name: "TrellisRxTest", dependencies: [.product(name: "Trellis", package: "Trellis")]),
    .target(
      name: "TrellisTesting",
      dependencies: ["TrellisRxTest", .product(name: "Trellis", package: "Trellis")]),
  ]
)
