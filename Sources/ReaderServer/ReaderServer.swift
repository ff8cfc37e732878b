import Foundation
import Hummingbird
import Logging
import ReaderEngine

/// `reader serve`: the reader in the browser, on the loopback interface only. It reads and
/// writes the learner's store through the same engine calls as the CLI commands.
public struct ReaderServer: Sendable {
    public let settings: ServerSettings
    let desk: ReadingDesk

    /// `now` is the commands' clock (`READER_NOW` fixes it).
    public init(settings: ServerSettings, store: VocabularyStore, data: LanguageData, now: @escaping @Sendable () -> Date = Date.init) throws {
        self.settings = settings
        desk = try ReadingDesk(store: store, data: data, library: Library(folders: settings.folders, listFiles: settings.listFiles), now: now)
    }

    /// The address pages are served at.
    public var address: String { "http://\(ServerSettings.host):\(settings.port)/" }

    /// Serves until SIGINT or SIGTERM: then stops taking connections, lets the requests under way
    /// (and so their store writes) finish, and returns. `onRunning` is called once it listens.
    public func run(onRunning: @escaping @Sendable () -> Void) async throws {
        let app = Application(
            router: Routes.router(desk: desk, settings: settings),
            configuration: ApplicationConfiguration(address: .hostname(ServerSettings.host, port: settings.port), serverName: nil),
            onServerRunning: { _ in onRunning() },
            // The library never prints: the CLI says what there is to say.
            logger: Logger(label: "reader-serve", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        try await app.runService()
    }
}
