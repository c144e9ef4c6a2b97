// swift-tools-version: 6.0
import PackageDescription

/// Trellis: compose terminal applications from feature plugins, with view models in the
/// RxSwift 6 MVVM style. See DESIGN.md (shared) for the module map and import rules.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// For the executables of this package that load dynamic plugins. SwiftPM links an
/// executable with the targets of its own package statically, never with the package's
/// libTrellis.so, so the executable stands in for it: it exports its symbols and takes the
/// name libTrellis.so (DT_SONAME), and the dynamic loader binds a plugin's `NEEDED
/// libTrellis.so` to the executable's one copy of Trellis. lld, because gold drops the
/// name of an executable. Apps in other packages link libTrellis.so and need none of this.
let pluginHost: [LinkerSetting] = [
  .unsafeFlags([
    "-use-ld=lld", "-Xlinker", "--export-dynamic", "-Xlinker", "-soname", "-Xlinker",
    "libTrellis.so",
  ])
]

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "TrellisRx", targets: ["TrellisRx"]),
    .library(name: "TrellisRxTest", targets: ["TrellisRxTest"]),
    .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
    .library(name: "TrellisUI", targets: ["TrellisUI"]),
    .library(name: "TrellisImages", targets: ["TrellisImages"]),
    .library(name: "TrellisServices", targets: ["TrellisServices"]),
    .library(name: "TrellisCore", targets: ["TrellisCore"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    // The framework as one shared library (libTrellis.so): apps and dynamic plugins both
    // link it, so they share one copy of every type. It holds every module an app or a
    // plugin may use, the feature plugins and TrellisTesting included; depend on it alone,
    // not also on the per-module products above (each would add a static second copy).
    .library(
      name: "Trellis", type: .dynamic,
      targets: [
        "Trellis", "TrellisRx", "TrellisRxTest", "TrellisTerminal", "TrellisUI", "TrellisImages",
        "TrellisServices", "TrellisCore", "TrellisTesting", "Counters", "TaskList", "RepoSearch",
        "PhotoGallery",
      ]),
    .library(name: "Counters", targets: ["Counters"]),
    .library(name: "TaskList", targets: ["TaskList"]),
    .library(name: "RepoSearch", targets: ["RepoSearch"]),
    .library(name: "PhotoGallery", targets: ["PhotoGallery"]),
    .executable(name: "trellis-demo", targets: ["trellis-demo"]),
    .executable(name: "trellis", targets: ["trellis"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    .target(name: "TrellisRx", swiftSettings: swift5),
    .target(name: "TrellisRxTest", dependencies: ["TrellisRx"], swiftSettings: swift5),
    // No pkgConfig: libutf8proc.pc's only cflag is -DUTF8PROC_EXPORTS (a Windows DLL export
    // switch), which SwiftPM refuses with a "prohibited flag(s)" warning on every build. The
    // header is in /usr/include and the module map links utf8proc itself.
    .systemLibrary(name: "CUtf8proc", providers: [.apt(["libutf8proc-dev"])]),
    .systemLibrary(
      name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    // stb_image and stb_image_write (headers of libstb-dev) compiled with a budgeted allocator.
    .target(name: "CStbImage"),
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CGit2", pkgConfig: "libgit2", providers: [.apt(["libgit2-dev"])]),
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    // An alternate signal stack for every thread (a `pthread_create` wrapper), so the
    // terminal restorer runs when any thread overflows its stack.
    .target(name: "CSignalStack"),
    .target(name: "TrellisTerminal", dependencies: ["CUtf8proc", "CSignalStack"]),
    .target(
      name: "TrellisUI",
      dependencies: ["TrellisRx", "TrellisTerminal"],
      swiftSettings: swift5),
    .target(
      name: "TrellisImages",
      dependencies: [
        "TrellisUI", "TrellisServices", "CChafa", "CStbImage", "CTurboJPEG", "CWebP",
      ],
      swiftSettings: swift5),
    .target(
      name: "TrellisServices", dependencies: ["TrellisRx", "CSQLite"]),
    .target(
      name: "TrellisCore", dependencies: ["TrellisRx", "TrellisUI", "TrellisServices"],
      swiftSettings: swift5),
    .target(
      name: "TrellisTesting", dependencies: ["TrellisCore", "TrellisServices", "TrellisRxTest"],
      swiftSettings: swift5),
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisImages", "TrellisServices",
        "TrellisCore",
      ],
      swiftSettings: swift5),
    .target(
      name: "Counters", dependencies: ["TrellisCore"], path: "Plugins/Counters",
      swiftSettings: swift5),
    .target(
      name: "TaskList", dependencies: ["TrellisCore"], path: "Plugins/TaskList",
      swiftSettings: swift5),
    .target(
      name: "RepoSearch", dependencies: ["TrellisCore", "CGit2", "CCmark"],
      path: "Plugins/RepoSearch", swiftSettings: swift5),
    .target(
      name: "PhotoGallery", dependencies: ["TrellisCore", "TrellisImages"],
      path: "Plugins/PhotoGallery", swiftSettings: swift5),
    .executableTarget(
      name: "trellis-demo",
      dependencies: ["Trellis", "Counters", "TaskList", "RepoSearch", "PhotoGallery"],
      path: "Examples/TrellisDemo",
      swiftSettings: swift5, linkerSettings: pluginHost),
    // `trellis plugins` loads plugin libraries, so it links what libTrellis.so holds.
    .executableTarget(
      name: "trellis",
      dependencies: [
        "Trellis", "TrellisRxTest", "TrellisTesting", "Counters", "TaskList", "RepoSearch",
        "PhotoGallery",
      ],
      path: "Tools/trellis", swiftSettings: swift5, linkerSettings: pluginHost),
    .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
    .executableTarget(
      name: "trellis-bench",
      dependencies: [
        "TrellisRx", "TrellisRxTest", "TrellisTerminal", "TrellisUI", "TrellisServices",
        "TrellisCore", "TrellisTesting", "TrellisImages", "Counters", "TaskList", "RepoSearch", "PhotoGallery",
        "CAllocationCounter",
      ],
      path: "Benchmarks/trellis-bench",
      swiftSettings: swift5
    ),
    .testTarget(
      name: "TrellisRxTests",
      dependencies: ["TrellisRx", "TrellisRxTest"],
      swiftSettings: swift5
    ),
    .executableTarget(
      name: "trellis-terminal-probe",
      dependencies: ["TrellisTerminal"],
      path: "Tests/TrellisTerminalProbe",
      swiftSettings: swift5
    ),
    .target(
      name: "TerminalTestSupport", dependencies: ["TrellisTerminal"],
      path: "Tests/TerminalTestSupport", swiftSettings: swift5),
    .testTarget(
      name: "TrellisTerminalTests",
      dependencies: ["TrellisTerminal", "TerminalTestSupport", "trellis-terminal-probe"],
      swiftSettings: swift5
    ),
    .testTarget(
      name: "TrellisServicesTests", dependencies: ["TrellisServices", "TrellisTesting"],
      swiftSettings: swift5),
    .executableTarget(
      name: "trellis-shell-probe",
      dependencies: ["TrellisCore"],
      path: "Tests/TrellisShellProbe",
      swiftSettings: swift5
    ),
    .testTarget(
      name: "TrellisCoreTests",
      dependencies: [
        "TrellisCore", "TrellisTesting", "TerminalTestSupport", "trellis-shell-probe",
      ],
      swiftSettings: swift5),
    .testTarget(
      name: "TrellisTestingTests", dependencies: ["TrellisTesting"], swiftSettings: swift5),
    .testTarget(
      name: "CountersTests", dependencies: ["Counters", "TrellisTesting"], swiftSettings: swift5),
    .testTarget(
      name: "TaskListTests", dependencies: ["TaskList", "TrellisTesting"], swiftSettings: swift5),
    .testTarget(
      name: "RepoSearchTests", dependencies: ["RepoSearch", "TrellisTesting"],
      resources: [.copy("Fixtures")], swiftSettings: swift5),
    .testTarget(
      name: "PhotoGalleryTests", dependencies: ["PhotoGallery", "TrellisTesting"],
      resources: [.copy("Fixtures")], swiftSettings: swift5),
    .testTarget(name: "TrellisToolTests", dependencies: ["trellis"], swiftSettings: swift5),
    .testTarget(
      name: "TrellisDemoTests",
      dependencies: ["TrellisTesting", "TerminalTestSupport", "trellis-demo"],
      swiftSettings: swift5),
    .testTarget(
      name: "TrellisUITests", dependencies: ["TrellisUI", "TrellisRxTest"], swiftSettings: swift5),
    .testTarget(
      name: "TrellisImagesTests",
      dependencies: ["TrellisImages", "TrellisRxTest", "TrellisTesting"], swiftSettings: swift5),
    .testTarget(
      name: "TrellisRxTestTests",
      dependencies: ["TrellisRx", "TrellisRxTest"],
      swiftSettings: swift5
    ),
  ]
)
