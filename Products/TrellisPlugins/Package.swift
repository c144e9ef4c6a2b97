// swift-tools-version: 6.0
import PackageDescription

// Trellis's four feature plugins as other packages take them. Each is a library to compose
// into an app (`Counters`, `TaskList`, `RepoSearch`, `PhotoGallery`: linked into the app,
// which links libTrellis.so) and a dynamic plugin (`<Name>Library`: lib<Name>Library.so, with
// the entry point `trellis_plugin_entry`, for an app's plugins folder). Both take the
// framework from libTrellis.so and the image modules from libTrellisImages.so, the products
// of the packages beside this one, so no library here holds a copy of them.
let trellis = Target.Dependency.product(name: "Trellis", package: "Trellis")

let package = Package(
  name: "TrellisPlugins",
  products: [
    .library(name: "Counters", targets: ["Counters"]),
    .library(name: "TaskList", targets: ["TaskList"]),
    .library(name: "RepoSearch", targets: ["RepoSearch"]),
    .library(name: "PhotoGallery", targets: ["PhotoGallery"]),
    .library(name: "CountersLibrary", type: .dynamic, targets: ["CountersLibrary"]),
    .library(name: "TaskListLibrary", type: .dynamic, targets: ["TaskListLibrary"]),
    .library(name: "RepoSearchLibrary", type: .dynamic, targets: ["RepoSearchLibrary"]),
    .library(name: "PhotoGalleryLibrary", type: .dynamic, targets: ["PhotoGalleryLibrary"]),
  ],
  dependencies: [
    .package(name: "Trellis", path: "../Trellis"),
    .package(name: "TrellisImages", path: "../TrellisImages"),
  ],
  targets: [
    .systemLibrary(name: "CGit2", pkgConfig: "libgit2", providers: [.apt(["libgit2-dev"])]),
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    .target(name: "Counters", dependencies: [trellis]),
    .target(name: "TaskList", dependencies: [trellis]),
    .target(name: "RepoSearch", dependencies: [trellis, "CGit2", "CCmark"]),
    .target(
      name: "PhotoGallery",
      dependencies: [trellis, .product(name: "TrellisImages", package: "TrellisImages")]),
    .target(name: "CountersLibrary", dependencies: ["Counters", trellis]),
    .target(name: "TaskListLibrary", dependencies: ["TaskList", trellis]),
    .target(
      name: "RepoSearchLibrary", dependencies: ["RepoSearch", trellis]),
    .target(
      name: "PhotoGalleryLibrary", dependencies: ["PhotoGallery", trellis]),
  ]
)
