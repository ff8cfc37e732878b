import Foundation
import Testing

@Suite("reader batch --stdin-jsonl (end to end)")
struct BatchStdinJSONLTests {
    static let input = """
        {"id":"a","text":"The cat sat. The cat ran away."}
        this is not json
        {"id":7,"text":"Dogs bark."}
        {"id":"x"}
        [1,2]

        {"text":"no id here"}
        {"id":"b\\"q","text":""}
        """

    @Test("one line out per input line, ids echoed, malformed lines as error records")
    func records() throws {
        let result = try ReaderCLI().run(["batch", "--stdin-jsonl"], stdin: Self.input)
        #expect(result.status == 0)
        #expect(result.stderr == "reader: 4 malformed input lines (error records written)\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        let records = result.jsonLines
        #expect(records.count == 7)
        #expect(records[0]["id"] as? String == "a")
        #expect(records[0]["words"] as? Int == 7)
        #expect(records[0]["k95"] as? Int == 2)
        #expect(lines[1] == #"{"line":2,"error":"not valid JSON"}"#)
        #expect(records[2]["id"] as? Int == 7)
        #expect(records[2]["words"] as? Int == 2)
        #expect(lines[3] == #"{"id":"x","line":4,"error":"missing \"text\" string"}"#)
        #expect(lines[4] == #"{"line":5,"error":"expected a JSON object with \"id\" and \"text\""}"#)
        #expect(lines[5] == #"{"line":7,"error":"missing \"id\" (a string or number)"}"#)
        #expect(records[6]["id"] as? String == "b\"q")
        #expect(records[6]["words"] as? Int == 0)
    }

    @Test("a record scores the same as the text in a file")
    func sameAsScore() throws {
        let text = try String(contentsOfFile: ReaderCLI.samples + "/moby-dick-loomings.txt", encoding: .utf8)
        let line = String(data: try JSONSerialization.data(withJSONObject: ["id": "m", "text": text]), encoding: .utf8)!
        let piped = try #require(try ReaderCLI().run(["batch", "--stdin-jsonl"], stdin: line + "\n").jsonLines.first)
        let direct = try #require(try ReaderCLI().run(["score", "--format", "jsonl", ReaderCLI.samples + "/moby-dick-loomings.txt"]).jsonLines.first)
        for key in ["words", "sentences", "unique_lemmas", "known_coverage", "new_unique", "k95", "k98", "level_score", "cefr"] {
            #expect("\(piped[key] ?? "nil")" == "\(direct[key] ?? "nil")", "\(key)")
        }
    }

    @Test("file arguments with --stdin-jsonl: usage error 64")
    func usage() throws {
        let result = try ReaderCLI().run(["batch", "--stdin-jsonl", "Corpora/samples"])
        #expect(result.status == 64)
    }
}
