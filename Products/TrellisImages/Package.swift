// swift-tools-version: 6.0
import PackageDescription

// TrellisImages as other packages take it: libTrellisImages.so, the image decoders and
// renderers with their C libraries (libchafa and glib, libjpeg-turbo, libwebp, stb_image). It
// links libTrellis.so (the Trellis package's product) instead of holding a copy of the
// framework, so an app and its plugins share one copy of every type. Only an app or a plugin
// that shows pictures depends on it.
let package = Package(
  name: "TrellisImages",
  products: [
    .library(name: "TrellisImages", type: .dynamic, targets: ["TrellisImages"])
  ],
  dependencies: [
    .package(name: "Trellis", path: "../Trellis")
  ],
  targets: [
    .systemLibrary(
      name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    .target(name: "CStbImage"),
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    .target(
      name: "TrellisImages",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"), "CChafa", "CStbImage", "CTurboJPEG",
        "CWebP",
      ]),
  ]
)
