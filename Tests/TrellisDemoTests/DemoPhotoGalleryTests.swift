import Foundation
import TerminalTestSupport
import Testing
import TrellisTesting

/// `trellis-demo` with the Photos tab, as a real process: offline, it paints its sample
/// set on first use and shows it; with a key and a base URL it shows an
/// Unsplash-compatible server's photos.
@Suite struct DemoPhotoGalleryTests {
  @Test func offlineTheGalleryShowsTheGeneratedSamples() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-photos-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // Painting the 36 samples took about 30 s in a thread-sanitizer build on two cores
    // (every memory access is checked), far past the 12 s that suffice otherwise.
    let wait = threadSanitizerBuild ? 60_000 : 12_000
    let outcome = try DemoCommandTests().demo(
      DemoCommandTests.keepingData(
        in: home,
        ["--headless", "100x30", "--route", "photos", "--keys", "wait:\(wait)", "--print-screen"]),
      home: home)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("Mountains 1"), "\(outcome.output)")
    #expect(outcome.output.contains("Sea 2") && outcome.output.contains("Aurora 3"))
    #expect(outcome.output.contains("Unsplash   This machine"))
    // In the plugin's own cache folder, in the data folder given by --data-dir.
    let samples = DemoCommandTests.dataFolder(home: home)
      .appendingPathComponent("cache/plugin-cache/photos/photo-samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: samples.path)
    #expect(names.filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") }.count == 36)
  }

  @Test func withAKeyTheGalleryShowsTheServersPhotos() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let photos = (0..<4).map { index -> [String: Any] in
      [
        "id": "d\(index)", "width": 300, "height": 200, "color": "#885522",
        "urls": ["raw": server.url("/img/d\(index).jpg").absoluteString],
        "user": ["name": "Grace \(index)"],
      ]
    }
    server.route(
      "GET", "/photos",
      FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: try JSONSerialization.data(withJSONObject: photos)))
    let outcome = try DemoCommandTests().demo(
      [
        "--headless", "100x30", "--route", "photos?source=unsplash", "--keys", "wait:1500",
        "--print-screen",
      ],
      extraEnvironment: [
        "TRELLIS_DEMO_PHOTOS_BASE_URL": server.baseURL.absoluteString,
        "UNSPLASH_ACCESS_KEY": "demo-key-42",
      ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(
      outcome.output.contains("Grace 0") && outcome.output.contains("Grace 3"), "\(outcome.output)")
    #expect(outcome.output.contains("End of the gallery: 4 photos."))
    #expect(!outcome.output.contains("demo-key-42") && !outcome.errors.contains("demo-key-42"))
    #expect(
      server.requests(to: "/photos").first?.header("Authorization") == "Client-ID demo-key-42")
    // The pictures were asked for at the cells' size, as JPEG.
    #expect(server.requests.contains { $0.path.hasPrefix("/img/") && $0.query["fm"] == "jpg" })
  }
}
