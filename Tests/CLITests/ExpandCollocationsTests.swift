import Foundation
import Testing

/// `reader collocations train` and `top` end to end.
struct ExpandCollocationsTests {
    let cli: ReaderCLI

    init() throws {
        cli = try ReaderCLI()
    }

    @Test func trainThenTopListsTheRecurringPhrase() throws {
        let corpus = (0..<8).map { "Group \($0) must pay attention. The cat \($0) slept. Dogs barked loudly at noon \($0)." }
            .joined(separator: "\n\n")
        let text = try cli.textFile(corpus)
        let model = cli.folder.appendingPathComponent("model.phrases").path
        let train = try cli.run(["collocations", "train", text, "--out", model, "--min-count", "5", "--jobs", "2"])
        #expect(train.status == 0)
        #expect(train.stderr.hasPrefix("reader: 1 file, "))
        let top = try cli.run(["collocations", "top", "--model", model, "--measure", "llr", "--format", "jsonl"])
        #expect(top.status == 0)
        #expect(top.stdout.contains(#"{"phrase":"pay attention","#))
        let expand = try cli.run(["expand", "-", "--at", "12", "--model", model, "--format", "text"],
                                                stdin: "Please, pay attention.")
        #expect(expand.stdout == "12\t8\t21\tpay attention\tpay attention\tlexicon\t1\n")
    }

    @Test func topOfTheShippedModel() throws {
        let run = try cli.run(["collocations", "top", "-n", "5"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 5)
    }

    @Test(arguments: [
        (["collocations", "train", "/nonexistent", "--out", "/tmp/x.phrases"], Int32(66), "reader: /nonexistent: no such file\n"),
        (["collocations", "top", "--model", "/nonexistent.phrases"], 66,
         "reader: cannot read language data /nonexistent.phrases: no such file or not readable\n"),
    ])
    func badPaths(_ arguments: [String], status: Int32, message: String) throws {
        let run = try cli.run(arguments)
        #expect(run.status == status)
        #expect(run.stderr == message)
    }

    @Test func aFileThatIsNotAModelIsBadData() throws {
        let path = try cli.textFile("not a model at all, just some text of enough length")
        let run = try cli.run(["collocations", "top", "--model", path])
        #expect(run.status == 65)
        #expect(run.stderr == "reader: \(path): not a phrase model (bad magic number)\n")
    }
}
