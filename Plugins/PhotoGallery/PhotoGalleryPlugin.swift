import Foundation
import Trellis
import TrellisImages

/// A photo gallery over an Unsplash-compatible API or a local folder, built on the seed's
/// paged collection whose cells load their picture when displayed (see the PhotoGallery
/// article).
///
/// Routes:
/// - `photos` (the Photos tab), with optional `?query=…&source=unsplash|local`: the grid;
/// - `photos/:id`: one photo, as large as the terminal allows, with its neighbours on
///   left/right.
///
/// The app must register settings, HTTP and a notifier; the plugin provides its
/// ``ImagePipeline`` as `ServiceKey.imagePipeline` for other plugins. Settings: see
/// ``PhotoGallerySettings``. With no access key and no pictures folder, the gallery paints
/// its own sample set into the cache folder on first use, so it works offline.
public struct PhotoGalleryPlugin: Plugin {
  /// Who the plugin is, and what it needs.
  public let manifest = PluginManifest(
    id: "photos", displayName: "Photos", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.settings), .key(.http), .key(.notifier)],
    secretVariables: [UnsplashConfiguration.accessKeyVariable])

  private let environment: [String: String]
  private let home: String

  /// The plugin. Downloaded pictures and the generated samples go in the plugin's own cache
  /// folder (``PluginContext/directories``); an app that keeps no folders (a test's) keeps
  /// no pictures on disk. `environment` says whether there is a display to open a photo's
  /// page on; `home` holds the `~/Pictures` folder.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    home: String = NSHomeDirectory()
  ) {
    self.environment = environment
    self.home = home
  }

  /// Registers the routes, the tab and the image pipeline.
  public func register(in context: PluginContext) throws {
    let services = context.services
    let pluginSettings = try context.settings
    let http = try services.resolve(.http)
    let notifier = services.resolveIfPresent(.notifier)
    let settings = PhotoGallerySettings(
      settings: pluginSettings, home: home,
      cacheFolder: (try? context.directories)?.cache)
    let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let pipeline = ImagePipeline(http: http, configuration: settings.pipeline)
    let thumbnails = PhotoThumbnails(pipeline: pipeline)
    // Read once, off the main thread, by the first page or screen that needs them.
    let apiSettings = CachedSettings { try UnsplashConfiguration.load(from: pluginSettings) }
    let client = UnsplashClient(
      http: http, configuration: { try apiSettings.value() }, scheduler: background)
    let catalog = PhotoCatalog()
    let opener = PageOpener(environment: environment)
    context.provide(.imagePipeline, pipeline)

    context.route("photos", title: "Photos") { match, environment in
      let source = try match.query("source").map { text -> PhotoSource in
        guard let source = PhotoSource(rawValue: text) else {
          throw RouteError.badParameter(name: "source", value: text, expected: "unsplash or local")
        }
        return source
      }
      let local = LocalPhotoFeed(
        folder: { try settings.localFolder(isCancelled: $0) },
        scheduler: environment.backgroundScheduler,
        loadingNote: {
          settings.needsSamples ? "Painting the sample pictures (the first time only)…" : nil
        })
      let remote = UnsplashPhotoFeed(
        client: client, settings: apiSettings, scheduler: environment.backgroundScheduler)
      // Without `?source=`, the start source needs the settings (the key may be in a
      // file): found off the main thread.
      let startSource = Single.deferred {
        .just(settings.source(configuration: try? apiSettings.value()))
      }
      .subscribe(on: environment.backgroundScheduler)
      let viewModel = PhotoGalleryViewModel(
        feeds: { $0 == .unsplash ? remote as PhotoFeed : local }, thumbnails: thumbnails,
        query: match.query("query") ?? "", source: source ?? .local,
        startSource: source == nil ? startSource : nil, scheduler: environment.mainScheduler)
      return PhotoGridScreen(
        galleryViewModel: viewModel, query: match.query("query") ?? "", environment: environment,
        catalog: catalog,
        saveSource: { source in
          // Written off the main thread; the save outlives the screen.
          _ = settings.save(source).subscribe(onError: { notifier?.error($0) })
        })
    }
    context.route("photos/:id", title: "Photo") { match, environment in
      let id = try match.string("id")
      // Local photos are known only by a folder's walk; others can be asked of the API,
      // off the main thread (the request reads the settings, whose key may be in a file).
      let lookup: ((String) -> Single<Photo>)? =
        id.hasPrefix(LocalPhotoFeed.idPrefix)
        ? nil : { client.photo(id: $0).subscribe(on: environment.backgroundScheduler) }
      return PhotoDetailScreen(
        id: id, photos: catalog.photos, lookup: lookup, thumbnails: thumbnails,
        environment: environment, openPage: { try opener.open($0) },
        notify: { notifier?.notice($0) })
    }
    context.tab(title: "Photos", route: "photos")
  }
}

extension ServiceKey where Value == ImagePipeline {
  /// The photo gallery's image pipeline, for plugins that show pictures.
  public static var imagePipeline: ServiceKey<ImagePipeline> { ServiceKey("photos.images") }
}
