import Foundation
import Testing
import TrellisRx
import TrellisUI

@testable import TrellisImages

/// Decodes are bounded as downloads are: however many pictures are asked for at once, at
/// most `maxConcurrentDecodes` are decoded at one time.
@Suite struct ImagePipelineDecodeLimitTests {
  @Test func atMostTheConfiguredNumberOfDecodesRunAtOnce() throws {
    let folder = try TemporaryFolder()
    let files = try (0..<12).map { index -> String in
      let png = ImageFixtureEncoder.png(
        .solid(width: 512, height: 384, UInt8(index * 20), 40, 40))
      let url = folder.url.appendingPathComponent("picture-\(index).png")
      try Data(png).write(to: url)
      return url.path
    }
    let pipeline = ImagePipeline(
      http: nil, configuration: ImagePipelineConfiguration(maxConcurrentDecodes: 2),
      scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    let results = PipelineWait.Results()
    let subscriptions = files.map { path in
      results.collect(
        pipeline.image(for: ImageRequest(source: .file(path), box: Size(width: 8, height: 4))))
    }
    defer {
      for subscription in subscriptions { subscription.dispose() }
    }
    #expect(results.wait(count: files.count, timeout: 120))
    #expect(results.images.count == files.count)
    #expect(pipeline.statistics.decodes == files.count)
    #expect(pipeline.statistics.mostDecodesAtOnce <= 2)
    #expect(pipeline.statistics.mostDecodesAtOnce >= 1)
  }
}
