import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisServices
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TrellisImages

/// The pipeline against a real HTTP server on 127.0.0.1 and real files.
@Suite struct ImagePipelineTests {
  let box = Size(width: 8, height: 4)
  let png = Data(ImageFixtureEncoder.png(.solid(width: 32, height: 16, 200, 40, 40)))

  @Test func downloadsDecodesAndRendersForTheBox() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/a.png",
      FixtureResponse(status: 200, headers: ["Content-Type": "image/png"], body: png))
    let pipeline = ImagePipeline(http: HTTPClient())
    let request = ImageRequest(source: .url(server.url("/a.png")), box: box)
    let image = try PipelineWait.value(pipeline.image(for: request))
    #expect(image.width == 32 && image.height == 16)
    #expect(image.cachedRendering(fitting: box) != nil)
    #expect(server.requests(to: "/a.png").first?.header("Accept") == "image/*")
    #expect(pipeline.statistics.downloads == 1 && pipeline.statistics.decodes == 1)
  }

  @Test func aSecondRequestComesFromMemory() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route("GET", "/a.png", FixtureResponse(status: 200, headers: [:], body: png))
    let pipeline = ImagePipeline(http: HTTPClient())
    let request = ImageRequest(source: .url(server.url("/a.png")), box: box)
    let first = try PipelineWait.value(pipeline.image(for: request))
    #expect(pipeline.cachedImage(for: request) === first)
    let second = try PipelineWait.value(pipeline.image(for: request))
    #expect(first === second)
    #expect(server.requests(to: "/a.png").count == 1)
    #expect(pipeline.statistics.memoryHits == 2)
  }

  @Test func theDiskCacheServesANewPipelineWithoutTheServer() throws {
    let folder = try TemporaryFolder()
    let server = try FixtureServer()
    server.route("GET", "/a.png", FixtureResponse(status: 200, headers: [:], body: png))
    let configuration = ImagePipelineConfiguration(diskCacheDirectory: folder.url)
    let request = ImageRequest(source: .url(server.url("/a.png")), box: box)
    _ = try PipelineWait.value(
      ImagePipeline(http: HTTPClient(), configuration: configuration).image(for: request))
    server.stop()
    let again = ImagePipeline(http: HTTPClient(), configuration: configuration)
    let image = try PipelineWait.value(again.image(for: request))
    #expect(image.width == 32)
    #expect(again.statistics.diskHits == 1 && again.statistics.downloads == 0)
  }

  @Test func identicalRequestsAreJoined() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/slow.png", FixtureResponse(status: 200, headers: [:], body: png).with(.delay(0.3)))
    let pipeline = ImagePipeline(http: HTTPClient())
    let request = ImageRequest(source: .url(server.url("/slow.png")), box: box)
    let results = PipelineWait.Results()
    let bag = DisposeBag()
    for _ in 0..<3 { results.collect(pipeline.image(for: request)).disposed(by: bag) }
    #expect(results.wait(count: 3))
    #expect(results.images.count == 3)
    #expect(Set(results.images.map { ObjectIdentifier($0) }).count == 1)
    #expect(server.requests(to: "/slow.png").count == 1)
    #expect(pipeline.statistics.joined == 2)
  }

  @Test func disposingStopsTheDownload() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/slow.png", FixtureResponse(status: 200, headers: [:], body: png).with(.delay(5)))
    let pipeline = ImagePipeline(http: HTTPClient())
    let request = ImageRequest(source: .url(server.url("/slow.png")), box: box)
    let subscription = pipeline.image(for: request).subscribe { _ in }
    #expect(server.waitForRequests(1))
    subscription.dispose()
    #expect(server.waitUntil(timeout: 4) { $0.exchanges.first?.outcome == .clientDisconnected })
    #expect(pipeline.statistics.cancelled == 1)
    #expect(pipeline.statistics.decodes == 0)
  }

  @Test func aJoinedLoadGoesOnWhileSomeoneStillWaits() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/slow.png", FixtureResponse(status: 200, headers: [:], body: png).with(.delay(0.3)))
    let pipeline = ImagePipeline(http: HTTPClient())
    let request = ImageRequest(source: .url(server.url("/slow.png")), box: box)
    let leaving = pipeline.image(for: request).subscribe { _ in }
    let results = PipelineWait.Results()
    let staying = results.collect(pipeline.image(for: request))
    leaving.dispose()
    #expect(results.wait(count: 1))
    #expect(results.images.count == 1)
    #expect(server.exchanges.first?.outcome == .delivered)
    staying.dispose()
  }

  @Test func atMostTheConfiguredDownloadsRunAtOnce() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    for index in 0..<5 {
      server.route(
        "GET", "/\(index).png",
        FixtureResponse(status: 200, headers: [:], body: png).with(.delay(0.4)))
    }
    let pipeline = ImagePipeline(
      http: HTTPClient(), configuration: ImagePipelineConfiguration(maxConcurrentDownloads: 2))
    let results = PipelineWait.Results()
    let bag = DisposeBag()
    for index in 0..<5 {
      results.collect(
        pipeline.image(for: ImageRequest(source: .url(server.url("/\(index).png")), box: box))
      )
      .disposed(by: bag)
    }
    #expect(server.waitForRequests(2))
    Thread.sleep(forTimeInterval: 0.2)
    #expect(server.requests.count == 2)
    #expect(results.wait(count: 5))
    #expect(results.images.count == 5)
  }

  @Test func theMemoryCacheStaysWithinItsBound() throws {
    let folder = try TemporaryFolder()
    var requests: [ImageRequest] = []
    for index in 0..<12 {
      let path = folder.url.appendingPathComponent("\(index).png").path
      try png.write(to: URL(fileURLWithPath: path))
      requests.append(ImageRequest(source: .file(path), box: box))
    }
    let bound = 3 * (32 * 16 * 4 + 64 * MemoryLayout<TrellisTerminal.Cell>.stride)
    let pipeline = ImagePipeline(
      http: nil, configuration: ImagePipelineConfiguration(memoryCacheBytes: bound))
    for request in requests { _ = try PipelineWait.value(pipeline.image(for: request)) }
    #expect(pipeline.memoryBytes <= bound)
    #expect(pipeline.cachedImage(for: requests[11]) != nil)
    #expect(pipeline.cachedImage(for: requests[0]) == nil)
  }

  @Test func failuresSayWhatWentWrong() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route("GET", "/page", .text("<html>nope</html>"))
    server.route(
      "GET", "/cut.png",
      FixtureResponse(status: 200, headers: [:], body: png).with(.truncateBody(afterBytes: 20)))
    let folder = try TemporaryFolder()
    let garbage = folder.url.appendingPathComponent("notes.png")
    try Data("just text".utf8).write(to: garbage)
    let pipeline = ImagePipeline(http: HTTPClient())
    let messages = try [
      ImageSource.url(server.url("/page")), .url(server.url("/cut.png")), .file(garbage.path),
      .file(folder.url.appendingPathComponent("missing.jpg").path),
    ].map { source in
      try PipelineWait.failure(pipeline.image(for: ImageRequest(source: source, box: box)))
    }
    #expect(messages[0].contains("not a picture"))
    #expect(messages[1].contains("closed") || messages[1].contains("connection"))
    #expect(messages[2].contains("is not a PNG, JPEG"))
    #expect(messages[3].contains("Cannot read") && messages[3].contains("missing.jpg"))
  }

  @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    let folder = try TemporaryFolder()
    let big = folder.url.appendingPathComponent("big.png")
    try Data(count: 4096).write(to: big)
    let pipeline = ImagePipeline(
      http: nil, configuration: ImagePipelineConfiguration(maxFileBytes: 1024))
    let message = try PipelineWait.failure(
      pipeline.image(for: ImageRequest(source: .file(big.path), box: box)))
    #expect(message.contains("over the 1024-byte limit"))
  }
}
