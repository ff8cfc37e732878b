import Foundation
import Testing

/// `reader placement --script` and `--items` (issue 27 item 4): a reproducible sample, a simulated
/// learner's size recovered, the learner's own statuses never lowered, bad answers refused.
@Suite("CLI: placement")
struct PlacementCommandTests {
    struct Item: Decodable {
        let word: String
        let band: Int?
        let rank: Int?
    }

    static func items(_ cli: ReaderCLI, seed: String = "7") throws -> [Item] {
        let result = try cli.run(["placement", "--items", "--seed", seed])
        #expect(result.status == 0)
        return try result.stdout.split(separator: "\n").map { try JSONDecoder().decode(Item.self, from: Data($0.utf8)) }
    }

    /// Answers of a learner who knows every family down to `size` and says yes to the first `guesses` pseudowords.
    static func answers(_ items: [Item], size: Int, guesses: Int) -> [String] {
        var guessed = 0
        return items.map { item in
            guard let rank = item.rank else {
                guessed += 1
                return guessed <= guesses ? "y" : "n"
            }
            return rank <= size ? "yes" : "no"
        }
    }

    @Test func theSeedFixesTheSample() throws {
        let cli = try ReaderCLI()
        let items = try Self.items(cli)
        #expect(items.count == 96)
        #expect(items.count(where: { $0.rank == nil }) == 24)
        #expect(try cli.run(["placement", "--items"], environment: ["READER_SEED": "7"]).stdout
            == cli.run(["placement", "--items", "--seed", "7"]).stdout)
        #expect(try Self.items(cli, seed: "8").map(\.word) != items.map(\.word))
    }

    @Test func aSimulatedLearnersSizeIsRecoveredAndMarkedWithoutLoweringOwnMarks() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "house", "--learning"])
        _ = try cli.run(["mark", "quay", "--known"])
        let items = try Self.items(cli)
        let stdin = (Self.answers(items, size: 3_000, guesses: 2) + ["y"]).joined(separator: "\n") + "\n"
        let result = try cli.run(["placement", "--script", "--seed", "7"], stdin: stdin)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let size = try #require(json["size"] as? Int)
        #expect(abs(size - 3_000) <= 450)
        #expect(json["level"] as? String == "B1")
        #expect(json["pseudowords"] as? [String: Int] == ["shown": 24, "yes": 2])
        let marked = try #require(json["marked"] as? Int)
        #expect(marked == size - 1)
        let listed = try cli.listed()
        #expect(listed["house"] == "learning")
        #expect(listed["quay"] == "known")
        #expect(listed["time"] == "known")
        #expect(try cli.run(["config", "get", "level"]).stdout == "B1\n")
        let stats = try cli.run(["stats", "--weeks", "1"]).stdout
        #expect(stats.contains("vocabulary size: about \(size / 1_000),\(String(format: "%03d", size % 1_000)) word families"))
    }

    @Test func aDeclinedTestMarksNothingButKeepsTheEstimate() throws {
        let cli = try ReaderCLI()
        let items = try Self.items(cli)
        let stdin = Self.answers(items, size: 2_000, guesses: 0).joined(separator: "\n") + "\nn\n"
        let result = try cli.run(["placement", "--script", "--seed", "7"], stdin: stdin)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"marked\":null"))
        #expect(try cli.listed().isEmpty)
        #expect(try cli.run(["stats", "--weeks", "1"]).stdout.contains("vocabulary size: about 2,000 word families (placement"))
    }

    @Test func aBadAnswerIsRefusedAndNothingSaved() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["placement", "--script", "--seed", "7"], stdin: "y\nmaybe\n")
        #expect(result.status == 65)
        #expect(result.stderr == "reader: line 2: 'maybe' is not an answer (y, yes, n or no); nothing was saved\n")
        let ended = try cli.run(["placement", "--script", "--seed", "7"], stdin: "y\nn\n")
        #expect(ended.status == 65)
        #expect(ended.stderr == "reader: the input ended after 2 of 96 answers; nothing was saved\n")
        #expect(try cli.listed().isEmpty)
    }

    @Test func aSeedThatIsNoNumberIsAUsageError() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["placement", "--items"], environment: ["READER_SEED": "seven"])
        #expect(result.status == 64)
        #expect(result.stderr == "reader: READER_SEED='seven' is not a whole number from 0\n")
    }
}
