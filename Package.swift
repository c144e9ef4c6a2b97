// swift-tools-version: 6.0
import PackageDescription

/// Trellis: compose terminal applications from feature plugins, with view models in the
/// RxSwift 6 MVVM style. See DESIGN.md (shared) for the module map and import rules.

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
    // The framework as one shared library, libTrellis.so: what an app and every plugin
    // library link, so that they share one copy of each type. It holds the framework
    // modules and the umbrella `Trellis` only: no test support, no feature plugin, no image
    // C library. This package is where Trellis is developed (its executables and tests link
    // the targets statically); other packages take the framework and its companions from
    // the packages under Products/, which link against one another's shared libraries
    // (see Products/README.md).
    .library(
      name: "Trellis", type: .dynamic,
      targets: [
        "Trellis", "TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices", "TrellisCore",
      ]),
    .executable(name: "trellis-demo", targets: ["trellis-demo"]),
    .executable(name: "trellis", targets: ["trellis"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    .target(name: "TrellisRx"),
    .target(name: "TrellisRxTest", dependencies: ["TrellisRx"]),
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
    .target(name: "TrellisUI", dependencies: ["TrellisRx", "TrellisTerminal"]),
    .target(
      name: "TrellisImages",
      dependencies: [
        "TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices", "CChafa", "CStbImage",
        "CTurboJPEG", "CWebP",
      ]),
    .target(
      name: "TrellisServices", dependencies: ["TrellisRx", "CSQLite"]),
    .target(
      name: "TrellisCore",
      dependencies: ["TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices"]),
    .target(
      name: "TrellisTesting",
      dependencies: [
        "TrellisRx", "TrellisRxTest", "TrellisTerminal", "TrellisUI", "TrellisServices",
        "TrellisCore",
      ]),
    // The umbrella: re-exports what plugins and apps may use, the one import of a plugin.
    // Not TrellisImages, which carries the image C libraries: a plugin that shows pictures
    // imports it too.
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisRx", "TrellisTerminal", "TrellisUI", "TrellisServices", "TrellisCore",
      ]),
    .target(
      name: "Counters", dependencies: ["Trellis"], path: "Plugins/Counters"),
    .target(
      name: "TaskList", dependencies: ["Trellis"], path: "Plugins/TaskList"),
    .target(
      name: "RepoSearch", dependencies: ["Trellis", "CGit2", "CCmark"],
      path: "Plugins/RepoSearch"),
    .target(
      name: "PhotoGallery", dependencies: ["Trellis", "TrellisImages"],
      path: "Plugins/PhotoGallery"),
    // The entry points of the feature plugins as dynamic plugins (lib<Name>Library.so). The
    // libraries are products of Products/TrellisPlugins, which links them against
    // libTrellis.so; here the targets are only compiled.
    .target(
      name: "CountersLibrary", dependencies: ["Counters", "Trellis"],
      path: "Plugins/CountersLibrary"),
    .target(
      name: "TaskListLibrary", dependencies: ["TaskList", "Trellis"],
      path: "Plugins/TaskListLibrary"),
    .target(
      name: "RepoSearchLibrary", dependencies: ["RepoSearch", "Trellis"],
      path: "Plugins/RepoSearchLibrary"),
    .target(
      name: "PhotoGalleryLibrary", dependencies: ["PhotoGallery", "Trellis"],
      path: "Plugins/PhotoGalleryLibrary"),
    .executableTarget(
      name: "trellis-demo",
      dependencies: ["Trellis", "Counters", "TaskList", "RepoSearch", "PhotoGallery"],
      path: "Examples/TrellisDemo", linkerSettings: pluginHost),
    // `trellis plugins` loads plugin libraries, so it stands in for libTrellis.so too.
    .executableTarget(
      name: "trellis",
      dependencies: ["Trellis", "Counters", "TaskList", "RepoSearch", "PhotoGallery"],
      path: "Tools/trellis", linkerSettings: pluginHost),
    .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
    .executableTarget(
      name: "trellis-bench",
      dependencies: [
        "Trellis", "TrellisImages", "TrellisRxTest", "TrellisTesting", "Counters", "TaskList",
        "RepoSearch", "PhotoGallery", "CAllocationCounter",
      ],
      path: "Benchmarks/trellis-bench"
    ),
    .testTarget(name: "TrellisRxTests", dependencies: ["TrellisRx", "TrellisRxTest"]),
    .executableTarget(
      name: "trellis-terminal-probe",
      dependencies: ["TrellisTerminal"],
      path: "Tests/TrellisTerminalProbe"),
    .target(
      name: "TerminalTestSupport", dependencies: ["TrellisTerminal"],
      path: "Tests/TerminalTestSupport"),
    .testTarget(
      name: "TrellisTerminalTests",
      dependencies: ["TrellisTerminal", "TerminalTestSupport", "trellis-terminal-probe"]),
    .testTarget(
      name: "TrellisServicesTests",
      dependencies: ["TrellisRx", "TrellisRxTest", "TrellisServices", "CSQLite", "TrellisTesting"]),
    .executableTarget(
      name: "trellis-shell-probe",
      dependencies: ["Trellis"],
      path: "Tests/TrellisShellProbe"
    ),
    .testTarget(
      name: "TrellisCoreTests",
      dependencies: [
        "TrellisRx", "TrellisRxTest", "TrellisTerminal", "TrellisUI", "TrellisServices",
        "TrellisCore", "TrellisTesting", "TerminalTestSupport", "trellis-shell-probe",
      ]),
    .testTarget(
      name: "TrellisTestingTests", dependencies: ["Trellis", "TrellisTesting"]),
    .testTarget(
      name: "CountersTests",
      dependencies: ["Counters", "Trellis", "TrellisRxTest", "TrellisTesting"]),
    .testTarget(
      name: "TaskListTests",
      dependencies: ["TaskList", "Trellis", "TrellisRxTest", "TrellisTesting"]),
    .testTarget(
      name: "RepoSearchTests",
      dependencies: ["RepoSearch", "Trellis", "TrellisRxTest", "TrellisTesting"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "PhotoGalleryTests",
      dependencies: [
        "PhotoGallery", "Trellis", "TrellisImages", "TrellisRxTest", "TrellisTesting",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "TrellisToolTests", dependencies: ["trellis"]),
    .testTarget(
      name: "TrellisDemoTests",
      dependencies: [
        "Trellis", "TrellisRxTest", "TrellisTesting", "TerminalTestSupport", "trellis-demo",
      ]),
    .testTarget(
      name: "TrellisUITests",
      dependencies: ["TrellisRx", "TrellisRxTest", "TrellisTerminal", "TrellisUI"]),
    .testTarget(
      name: "TrellisImagesTests",
      dependencies: [
        "TrellisRx", "TrellisRxTest", "TrellisTerminal", "TrellisUI", "TrellisServices",
        "TrellisImages", "TrellisTesting", "CStbImage", "CTurboJPEG",
      ]),
    .testTarget(name: "TrellisRxTestTests", dependencies: ["TrellisRxTest"]),
  ]
)
