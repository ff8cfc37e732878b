import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import ReaderEngine

/// `reader serve`: the reader in the browser, on the loopback interface only. It reads and
/// writes the learner's store through the same engine calls as the CLI commands.
public struct ReaderServer: Sendable {
    public let settings: ServerSettings
    let desk: ReadingDesk
    let reviews: ReviewDesk
    /// Other sites' pages highlighted off the desk.
    let webPage: WebPageAnnotator
    /// Web pages' origins the learner allowed to capture from (kept in the store).
    let origins: OriginList
    /// The browser's scripts and stylesheet.
    let assets: WebAssets

    /// `now` is the commands' clock (`READER_NOW` fixes it); `timeZone` is the learner's, whose days the stats page counts.
    public init(settings: ServerSettings, store: VocabularyStore, data: LanguageData, now: @escaping @Sendable () -> Date,
                timeZone: TimeZone) throws {
        self.settings = settings
        assets = try WebAssets.load(data: data.location)
        // Pasted and uploaded texts go to one folder beside the store, the library's last.
        let uploads = Uploads(folder: (store.path as NSString).deletingLastPathComponent + "/" + Uploads.folderName)
        try? FileManager.default.createDirectory(atPath: uploads.folder, withIntermediateDirectories: true)
        let library = Library(folders: settings.folders + [uploads.folder], listFiles: settings.listFiles)
        let desk = try ReadingDesk(store: store, data: data, families: settings.families, native: settings.native, library: library,
                                   uploads: uploads, now: now,
                                   timeZone: timeZone)
        self.desk = desk
        webPage = try WebPageAnnotator(session: desk.session, lemmatizer: data.lemmatizer)
        // A site the store holds that is no web origin (a hand-edited store) is left out, never served.
        origins = OriginList(allowed: try store.captureSites().filter(CaptureSites.isWebOrigin),
                             save: { try store.setCaptureSites($0, at: now()) })
        // A card reveals the sense its sentence gives the word, as its capture card did.
        let definitions = SentenceDefinitions(data: data, partsOfSpeech: desk.partsOfSpeech, dictionary: desk.dictionary)
        reviews = ReviewDesk(store: store, definitions: definitions, now: now, statusChanged: { await desk.vocabularyChanged() })
    }

    /// The address pages are served at.
    public var address: String { "http://\(ServerSettings.host):\(settings.port)/" }

    /// Every route, guarded.
    var router: Router<BasicRequestContext> { Routes.router(desk: desk, reviews: reviews, webPage: webPage, settings: settings, origins: origins,
                                                           assets: assets) }

    /// How long a connection may send nothing (a client that stalls in a request's head or body is closed).
    static let idleSeconds: Int64 = 10
    /// How long the requests under way may take to finish once SIGINT or SIGTERM came; then they are cancelled.
    static let shutdownGrace = Duration.milliseconds(300)

    /// Serves until SIGINT or SIGTERM: then stops taking connections, lets the requests under way
    /// (and so their store writes) finish for `shutdownGrace`, cancels what is left (a client stalled in a
    /// body included: a store write is one transaction, done or not), and returns within a second.
    /// `onRunning` is called once it listens.
    public func run(onRunning: @escaping @Sendable () -> Void) async throws {
        let app = Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .seconds(Self.idleSeconds))),
            configuration: ApplicationConfiguration(address: .hostname(ServerSettings.host, port: settings.port), serverName: nil),
            onServerRunning: { _ in onRunning() },
            // The library never prints: the CLI says what there is to say.
            logger: Logger(label: "reader-serve", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        var configuration = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint],
                                                      logger: Logger(label: "reader-serve", factory: { _ in SwiftLogNoOpLogHandler() }))
        configuration.maximumGracefulShutdownDuration = Self.shutdownGrace
        configuration.maximumCancellationDuration = Self.shutdownGrace
        try await ServiceGroup(configuration: configuration).run()
    }
}
