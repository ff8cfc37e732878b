import Foundation
import Testing
import ZIPFoundation

/// Issue 46 items 2, 5, 7 and 8 end to end: times out of range, Anki packages that held them,
/// capture sites in backups and stores, and the other store's folder.
@Suite("CLI: times out of range, capture sites and the other store (issue 46)")
struct HostileTimesCLITests {
    static let sqlite3 = URL(fileURLWithPath: "/usr/bin/env")

    // MARK: Item 8

    @Test(arguments: ["9999-12-31T23:00:00-01:00", "0001-01-01T00:00:00+00:01"])
    func aReaderNowOutOfRangeIsAUsageError(now: String) throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["mark", "run", "--known"], environment: ["READER_NOW": now])
        #expect(result.status == 64)
        #expect(result.stderr == "reader: READER_NOW='\(now)' is out of range "
            + "(times run from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    /// A review at the end of 9999 scheduled the card into year 10000, which the backup wrote and
    /// its own import refused; the due date is now the range's last millisecond.
    @Test func aReviewAtTheEndOfTimeMakesABackupThatRestores() throws {
        let cli = try ReaderCLI()
        #expect(try cli.run(["mark", "run", "--learning"], environment: ["READER_NOW": "9999-12-31T22:00:00Z"]).status == 0)
        let review = try cli.run(["review", "--script", "--no-fuzz"], stdin: "4\n", environment: ["READER_NOW": "9999-12-31T23:00:00Z"])
        #expect(review.status == 0)
        #expect(review.stdout.contains(#""due":"9999-12-31T23:59:59.999Z""#))
        let export = try cli.run(["export", "--format", "json"])
        #expect(export.status == 0)
        let backup = try cli.file("backup.json", export.stdout)
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let restore = try cli.run(["import", backup, "--format", "json", "--db", other])
        #expect(restore.stderr == "")
        #expect(restore.status == 0)
        #expect(try cli.run(["export", "--format", "json", "--db", other]).stdout == export.stdout)
    }

    // MARK: Item 7

    /// A package whose note id is 2^62 (the year 146 million) imported, and every backup trapped after it.
    @Test func anAnkiPackageWithANoteFromYear146MillionIsRefused() throws {
        let cli = try ReaderCLI()
        let collection = cli.folder.appendingPathComponent("collection.anki2").path
        let made = try cli.run(["sqlite3", collection, """
            CREATE TABLE col (crt, models, decks); INSERT INTO col VALUES (0, '{}', '{}');
            CREATE TABLE notes (id, guid, mid, tags, flds); INSERT INTO notes VALUES (4611686018427387904, 'g', 1, '', 'x');
            CREATE TABLE cards (id, nid, did, odid, type, queue, due, odue, ivl, reps, lapses, data, ord);
            """], executable: Self.sqlite3)
        #expect(made.status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: collection))
        let archive = try Archive(accessMode: .create)
        try archive.addEntry(with: "collection.anki2", type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
        let package = cli.folder.appendingPathComponent("hostile.apkg")
        try #require(archive.data).write(to: package)
        // When
        let result = try cli.run(["import", package.path])
        // Then
        #expect(result.status == 65)
        #expect(result.stderr == "reader: not a usable Anki package: note 4611686018427387904's time (its id, in milliseconds "
            + "since 1970) is out of range (times run from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    /// A store already holding such times (imported before, or edited by hand): every printer of a
    /// time takes it. Each of these trapped (SIGILL) on it.
    @Test(arguments: ["1e300", "-1099511627776 * 86400", "4611686018427387.904"])
    func aStoreHoldingAnyTimeStillExportsAndShows(seconds: String) throws {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "It was a quixotic plan.\n")
        let now = ["READER_NOW": "2026-11-20T09:00:00Z"]
        #expect(try cli.run(["capture", story, "--word", "quixotic"], environment: now).status == 0)
        #expect(try cli.run(["review", "--script", "--no-fuzz"], stdin: "3\n", environment: now).status == 0)
        #expect(try cli.run(["mark", "run", "--known"], environment: now).status == 0)
        let edit = try cli.run(["sqlite3", cli.db, """
            UPDATE term SET created_at = \(seconds), updated_at = \(seconds); UPDATE capture SET captured_at = \(seconds);
            UPDATE status_change SET changed_at = \(seconds); UPDATE card SET due = \(seconds), last_review = \(seconds);
            UPDATE review_log SET reviewed_at = \(seconds), due_after = \(seconds);
            """], executable: Self.sqlite3)
        #expect(edit.status == 0)
        let end = seconds.hasPrefix("-") ? "0001-01-01T00:00:00.000Z" : "9999-12-31T23:59:59.999Z"
        for arguments in [["export", "--format", "json"], ["export", "--format", "csv"], ["show", "quixotic"], ["stats"],
                          ["stats", "--format", "json"], ["list", "--format", "jsonl"]] {
            let result = try cli.run(arguments, environment: now)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "")
        }
        #expect(try cli.run(["export", "--format", "json"]).stdout.contains(#""created" : "\#(end)""#))
        let binary = try #require(ReaderCLI.binary).path
        let apkg = try cli.run(["-c", "\"$0\" export --format apkg > reader.apkg", binary], environment: now, in: cli.folder,
                               executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(apkg.status == 0 && apkg.stderr == "")
    }

    // MARK: Items 2 and 5

    /// Every file of `folder` with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// Makes a store in its own folder allowing two capture sites (set with sqlite3, as `reader serve` would).
    static func otherStore(_ cli: ReaderCLI) throws -> (folder: URL, path: String) {
        let folder = cli.folder.appendingPathComponent("usb")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("vocabulary.sqlite").path
        #expect(try cli.run(["mark", "run", "--learning", "--db", path]).status == 0)
        let sites = try cli.run(["sqlite3", path, """
            INSERT INTO setting (key, value, updated_at) VALUES ('capture_sites', 'https://a.example https://b.example', 1750000000);
            """], executable: Self.sqlite3)
        #expect(sites.status == 0)
        return (folder, path)
    }

    static let notImported = "not imported: 2 capture sites (https://a.example, https://b.example); "
        + "allow them on the Capture page of reader serve\n"

    @Test func mergingAnotherStoreLeavesItsFolderAndGrantsNoSite() throws {
        let cli = try ReaderCLI()
        let other = try Self.otherStore(cli)
        let before = try Self.snapshot(other.folder)
        #expect(before.keys.sorted() == ["vocabulary.sqlite"])
        // When
        let merge = try cli.run(["merge", other.path])
        // Then
        #expect(merge.status == 0)
        #expect(merge.stdout.hasSuffix(": 1 term (1 added, 0 changed, 0 unchanged); 0 captures, 0 review answers and 1 history entry added\n"
            + Self.notImported))
        #expect(try Self.snapshot(other.folder) == before)
        #expect(!(try cli.run(["export", "--format", "json"]).stdout.contains("capture_sites")))
    }

    @Test func restoringABackupGrantsNoSite() throws {
        let cli = try ReaderCLI()
        let other = try Self.otherStore(cli)
        let backup = try cli.file("backup.json", try cli.run(["export", "--format", "json", "--db", other.path]).stdout)
        // When
        let restore = try cli.run(["import", backup, "--format", "json"])
        let merge = try cli.run(["merge", backup])
        // Then
        #expect(restore.stdout == "imported 1 term: 1 added, 0 changed, 0 unchanged, 0 forms, 0 captures, 0 review answers\n"
            + Self.notImported)
        #expect(merge.stdout.hasSuffix(Self.notImported))
        #expect(!(try cli.run(["export", "--format", "json"]).stdout.contains("capture_sites")))
    }
}
