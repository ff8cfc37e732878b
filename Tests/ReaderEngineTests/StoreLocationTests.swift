import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: default location")
struct StoreLocationTests {
    @Test(arguments: [
        ("/x/explicit.sqlite", ["READER_DB": "/env.sqlite"], "/x/explicit.sqlite"),
        (nil, ["READER_DB": "/env.sqlite", "XDG_DATA_HOME": "/xdg"], "/env.sqlite"),
        (nil, ["READER_DB": "", "XDG_DATA_HOME": "/xdg"], "/xdg/reader/vocabulary.sqlite"),
        (nil, ["XDG_DATA_HOME": "relative/ignored", "HOME": "/home/ann"], "/home/ann/.local/share/reader/vocabulary.sqlite"),
        (nil, ["HOME": "/home/ann"], "/home/ann/.local/share/reader/vocabulary.sqlite"),
        (nil, [:], "/fallback/.local/share/reader/vocabulary.sqlite"),
    ] as [(String?, [String: String], String)])
    func storePathFollowsTheSpecOrder(explicit: String?, environment: [String: String], expected: String) throws {
        #expect(try StoreLocation.resolve(explicit: explicit, environment: environment, homeDirectory: "/fallback") == expected)
    }
}

@Suite("Store: hostile locations")
struct StoreLocationHostileTests {
    /// Issue 11 item 4: `--db "$UNSET"` must not reach the learner's real store.
    @Test func emptyDbPathIsRejected() {
        #expect(throws: StoreLocation.EmptyPathError()) {
            try StoreLocation.resolve(explicit: "", environment: ["HOME": "/home/ann"], homeDirectory: "/fallback")
        }
    }
}
