import Foundation
import Testing

@Suite("CLI: capture")
struct VocabularyCaptureTests {
    static let text = "It was a quixotic plan.\nShe ran home, then ran back!\n"

    @Test func captureByWordPrintsTheCardAndStoresLearning() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("story.txt", Self.text)
        _ = try cli.run(["mark", "run", "--known"])
        // When
        let result = try cli.run(["capture", path, "--word", "ran", "--nth", "2", "--note", "past tense"])
        // Then
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            ran  /ræn/  (run)
            Essential (rank 217) · A1 · verb
            1. (verb) move fast by using one's feet, with one foot off the ground at any
               given time
            2. (verb) flee; take to one's heels; cut and run
            3. (verb) stretch out over a distance, space, time, or scope; run or extend
               between two points or beyond a certain point
            sentence: She ran home, then {ran} back!
            family:   runny, runner, running
            source:   \(path) (bytes 43-46)
            saved as: learning (was known)

            """)
        let listed = try cli.run(["list", "--format", "jsonl"]).stdout
        #expect(listed.hasPrefix(#"{"term":"run","lemma":"run","status":"learning","kind":"word","captures":1,"#))
    }

    @Test func captureFromStdinByOffsetWarnsABeginnerAboutARareWord() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["init", "--level", "A1"])
        let result = try cli.run(["capture", "--at", "10"], stdin: Self.text)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("quixotic  /kwɪkˈsɑtɪk/\nRare (rank 49,364) · C2 · adjective\n"))
        #expect(result.stdout.contains("sentence: It was a {quixotic} plan.\nsource:   <stdin> (bytes 9-17)\n"))
        #expect(result.stdout.hasSuffix("warning: \"quixotic\" is very rare; focus on frequent words first?\n"))
    }

    @Test func typedPhraseIsCapturedAsAPhrase() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["capture", "--word", "ran home"], stdin: Self.text)
        #expect(result.stdout.hasPrefix("ran home  /ræn hoʊm/  (run home)\n"))
        #expect(result.stdout.contains("senses of \"run\":\n"))
        #expect(try cli.listed() == ["run home": "learning"])
    }

    @Test(arguments: [
        (["capture", "--at", "500"], 65, "reader: byte 500 is past the end of the input (53 bytes)\n"),
        (["capture", "--at", "23"], 65, "reader: no word at byte 23 (found space)\n"),
        (["capture", "--word", "zebra"], 65, "reader: 'zebra' does not occur in the input\n"),
        (["capture"], 64, "reader: say what to capture: --at BYTE or --word TEXT (see 'reader help')\n"),
        (["capture", "--at", "1", "--word", "x"], 64, "reader: give either --at or --word, not both (see 'reader help')\n"),
        (["capture", "missing.txt", "--at", "1"], 66, "reader: missing.txt: no such file\n"),
    ] as [([String], Int32, String)])
    func badTargetsFailWithOneLine(arguments: [String], status: Int32, message: String) throws {
        let cli = try ReaderCLI()
        let result = try cli.run(arguments, stdin: Self.text)
        #expect(result.status == status)
        #expect(result.stderr == message)
        #expect(try cli.listed().isEmpty)
    }
}
