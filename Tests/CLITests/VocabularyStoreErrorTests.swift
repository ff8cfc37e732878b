import Foundation
import Testing

@Suite("CLI: store problems")
struct VocabularyStoreErrorTests {
    @Test func nonDatabaseFileIsRefusedWithDataErrorAndKept() throws {
        let cli = try ReaderCLI()
        let content = "my shopping list\n"
        try Data(content.utf8).write(to: URL(fileURLWithPath: cli.db))
        for arguments in [["mark", "cat", "--known"], ["list"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 65)
            #expect(result.stderr == "reader: \(cli.db) is not a readable vocabulary store (not an SQLite database, or damaged); it was left untouched\n")
        }
        #expect(try String(contentsOfFile: cli.db, encoding: .utf8) == content)
    }

    @Test func storePathThatCannotBeCreatedIsExit73() throws {
        let cli = try ReaderCLI()
        let blocker = try cli.file("blocker", "a file, not a folder")
        let result = try cli.run(["mark", "cat", "--known", "--db", blocker + "/sub/vocabulary.sqlite"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("reader: cannot create vocabulary store \(blocker)/sub/vocabulary.sqlite: "))
    }

    @Test func listOnAMissingStoreCreatesNothing() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["list"])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }
}
