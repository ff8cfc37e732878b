import Foundation
import Testing

@Suite("CLI: stats")
struct VocabularyStatsTests {
    @Test func statsShowCountsGrowthAndAWeekdayCalendar() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["init", "--top", "10"])
        _ = try cli.run(["mark", "ran", "walk", "--known"])
        _ = try cli.run(["mark", "look up", "--learning"])
        let result = try cli.run(["stats", "--weeks", "3"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(9)) == [
            "status      words  phrases",
            "new             0        0",
            "learning        0        1",
            "known          12        0",
            "ignored         0        0",
            "captures: 0   form overrides: 0",
            "newly known: 7 days +2, 30 days +2, 365 days +2",
            "",
            "activity, last 3 weeks (marks and captures per day):",
        ])
        let rows = lines.dropFirst(9).filter { !$0.isEmpty }
        #expect(rows.map { String($0.prefix(4)) } == ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "])
        // Today's cell (the last drawn) holds the 3 marks: "▒".
        #expect(rows.contains { $0.hasSuffix("▒") })
        #expect(rows.allSatisfy { $0.dropFirst(4).allSatisfy { "·░▒▓█".contains($0) } })
    }
}
