import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: mark, capture, finish and undo change the store as `reader mark`, `reader capture`,
/// `reader finish` and `reader undo` do: one undoable batch each.
@Suite struct ServerWriteTests {
    @Test func markSetsTheStatusAsOneUndoableBatch() async throws {
        let fixture = try ServerFixture()
        let answers = try await fixture.test { client in
            [try await ServerFixture.post(client, "/api/mark", #"{"term":"decision","status":"known"}"#),
             try await ServerFixture.post(client, "/api/mark", #"{"term":"decision","status":"learning"}"#)]
        }
        #expect(answers.map(\.status) == [.ok, .ok])
        #expect(answers.map(\.body) == ["{\"term\":\"decision\",\"status\":\"known\",\"change\":\"added\",\"was\":null,\"batch\":1}\n",
                                        "{\"term\":\"decision\",\"status\":\"learning\",\"change\":\"changed\",\"was\":\"known\",\"batch\":2}\n"])
        #expect(try fixture.store.status(of: Term(key: "decision")!) == .learning)
        let history = try fixture.store.statusHistory(of: Term(key: "decision")!)
        #expect(history.map(\.to) == [.known, .learning])
        #expect(history.map(\.origin) == [.mark, .mark])
        #expect(try fixture.store.lastBatch()?.kind == .mark)
        #expect(try fixture.store.lastBatch()?.label == "decision")
    }

    @Test func captureKeepsTheEditedSentenceTheDeckTheNoteAndTheSource() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { client in
            try await ServerFixture.post(client, "/api/capture", #"""
                {"text":"0/story.txt","at":4,"phrase":true,"sentence":"  made a decision to leave ","deck":"home","note":"from the story"}
                """#)
        }
        let path = fixture.library.appendingPathComponent("story.txt").resolvingSymlinksInPath().path
        #expect(status == .ok)
        #expect(body == "{\"term\":\"make a decision\",\"surface\":\"made a decision\",\"status\":\"learning\",\"change\":\"added\",\"was\":null,"
            + "\"sentence\":\"made a decision to leave\",\"source\":\(JSONString.quoted(path)),\"batch\":1}\n")
        let term = Term(key: "make a decision")!
        #expect(try fixture.store.status(of: term) == .learning)
        let captures = try fixture.store.captures(of: term)
        #expect(captures.count == 1)
        #expect(captures.first?.sentence == "made a decision to leave")
        // The edit kept a piece of the sentence: its offset moves to that piece (`Capture.withEditedSentence`).
        #expect(captures.first?.sentenceStart == 4)
        #expect(captures.first?.range == 4..<19)
        #expect(captures.first?.note == "from the story")
        #expect(captures.first?.source == path)
        #expect(try fixture.store.deckTermKeys("home") == ["make a decision"])
    }

    @Test func theCaptureFormShowsTheSentenceTheEngineWouldKeep() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/api/draft?text=0/story.txt&at=49&phrase=0") }
        let path = fixture.library.appendingPathComponent("story.txt").resolvingSymlinksInPath().path
        #expect(status == .ok)
        #expect(body == "{\"term\":\"child\",\"surface\":\"children\",\"sentence\":\"The children ran to the garden and saw a bird.\","
            + "\"source\":\(JSONString.quoted(path))}\n")
        #expect(try fixture.store.captures(of: Term(key: "child")!).isEmpty)
    }

    @Test func finishPageMarksItsNewWordsKnownAndUndoRevertsIt() async throws {
        let fixture = try ServerFixture()
        try fixture.store.setStatus(.learning, of: Term(key: "decision")!, at: ServerFixture.now)
        let (finish, undo) = try await fixture.test { client in
            (try await ServerFixture.post(client, "/api/finish", #"{"text":"0/story.txt","page":0}"#),
             try await ServerFixture.post(client, "/api/undo", #"{"batch":1}"#))
        }
        let marked = ["she", "make", "a", "to", "leave", "the", "old", "house", "child", "run", "garden", "and", "see", "bird"]
        #expect(finish.status == .ok)
        #expect(finish.body == "{\"marked\":[" + marked.map { "\"\($0)\"" }.joined(separator: ",") + "],\"batch\":1}\n")
        #expect(undo.status == .ok)
        #expect(undo.body.hasPrefix("{\"batch\":1,\"reverted\":[{\"term\":\"a\",\"status\":\"new\"},"))
        #expect(try fixture.store.status(of: Term(key: "house")!) == nil)
        #expect(try fixture.store.status(of: Term(key: "decision")!) == .learning)
    }

    @Test func undoRefusesAChangeThatIsNoLongerTheLast() async throws {
        let fixture = try ServerFixture()
        let undo = try await fixture.test { client in
            _ = try await ServerFixture.post(client, "/api/mark", #"{"term":"house","status":"known"}"#)
            _ = try await ServerFixture.post(client, "/api/mark", #"{"term":"garden","status":"known"}"#)
            return try await ServerFixture.post(client, "/api/undo", #"{"batch":1}"#)
        }
        #expect(undo.status == .conflict)
        #expect(undo.body == "{\"error\":\"the last change was not made here: 'reader undo' reverts it\"}\n")
        #expect(try fixture.store.status(of: Term(key: "house")!) == .known)
    }

    @Test(arguments: [
        (#"{"term":"house","status":"famous"}"#, "status must be one of new, learning, known, ignored"),
        (#"{"term":"house"}"#, "the body is not the JSON this request takes: 'status' is missing"),
        (#"{"term":"house","status":3}"#, "the body is not the JSON this request takes: 'status' has the wrong type"),
        ("term=house", "the body is not the JSON this request takes: not valid JSON, or a number past 2^63"),
        (#"{"term":"  ","status":"known"}"#, "'  ' is not a term"),
    ])
    func badMarkRequestsChangeNothing(body: String, message: String) async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { try await ServerFixture.post($0, "/api/mark", body) }
        #expect(answer.status == .badRequest)
        #expect(answer.body == "{\"error\":\(JSONString.quoted(message))}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test func concurrentWritesFromTwoTabsAreAllKept() async throws {
        let fixture = try ServerFixture()
        let words = (0..<40).map { "word\($0)" }
        let statuses = try await fixture.test { client in
            try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for (index, word) in words.enumerated() {
                    group.addTask {
                        try await ServerFixture.post(client, "/api/mark", "{\"term\":\"\(word)\",\"status\":\"\(index % 2 == 0 ? "known" : "learning")\"}").status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(statuses == Array(repeating: .ok, count: words.count))
        for (index, word) in words.enumerated() {
            #expect(try fixture.store.status(of: Term(key: word)!) == (index % 2 == 0 ? .known : .learning))
        }
        #expect(try fixture.store.lastBatch()?.id == Int64(words.count))
    }
}
