import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 47: the reading session both faces call: statuses through word families, and every change one
/// undoable batch that only the face which made it may undo while it is the newest.
@Suite struct ReadingSessionTests {
    static let data = CaptureFixture.data
    let store: VocabularyStore
    let clock = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        store = try VocabularyStore.inMemory()
    }

    func session(_ reach: FamilyReach? = .transparent) -> ReadingSession {
        let families = reach.map { Self.data.families.reaching($0) } ?? .none
        let clock = clock
        return ReadingSession(store: store, lexicon: Self.data.lexicon, families: families, clock: { clock })
    }

    @Test func aMarkIsOneBatchThatSaysWhatChangedAndUndoesOnce() throws {
        try store.setStatus(.learning, of: term("quay"), at: clock)
        let session = session()
        let change = try session.mark([term("quay"), term("harbour")], as: .known)
        #expect(change.changes == [TermChange(term: term("quay"), from: .learning, to: .known),
                                   TermChange(term: term("harbour"), from: nil, to: .known)])
        #expect(change.changes.map(\.change) == [.changed(from: .learning), .added])
        let batch = try #require(change.batch)
        let undone = try session.undo(batch: batch)
        #expect(undone.reverted.map(\.term.key) == ["harbour", "quay"])
        #expect(try store.status(of: term("quay")) == .learning)
        #expect(try store.status(of: term("harbour")) == nil)
        #expect(throws: ReadingSessionError.notTheLastChange) { try session.undo(batch: batch) }
        #expect(ReadingSessionError.notTheLastChange.description == "the last change was not made here: 'reader undo' reverts it")
    }

    @Test func aMarkThatChangesNothingLeavesNoBatch() throws {
        try store.setStatus(.known, of: term("sail"), at: clock)
        let change = try session().mark([term("sail")], as: .known)
        #expect(change == ReadingChange(changes: [TermChange(term: term("sail"), from: .known, to: .known)], batch: nil))
        #expect(change.changes[0].change == .unchanged)
    }

    @Test func anUndoIsRefusedOnceAnotherChangeCameAfter() throws {
        let session = session()
        let first = try #require(try session.mark([term("quay")], as: .known).batch)
        _ = try session.mark([term("sail")], as: .ignored)
        #expect(throws: ReadingSessionError.notTheLastChange) { try session.undo(batch: first) }
        #expect(try store.status(of: term("quay")) == .known)
    }

    @Test func aCaptureIsLearningWithItsSentenceInItsDeckAndUndoesWithItsCapture() throws {
        let session = session()
        let capture = Capture(term: term("quay"), surface: "quay", sentence: "The boat reached the quay.", source: "/t/sea.txt",
                              capturedAt: clock)
        let change = try session.capture(capture, deck: "Sea")
        #expect(change.changes == [TermChange(term: term("quay"), from: nil, to: .learning)])
        #expect(try store.status(of: term("quay")) == .learning)
        #expect(try store.deckTermKeys("Sea") == ["quay"])
        let undone = try session.undo(batch: try #require(change.batch))
        #expect(undone.capturesRemoved == 1)
        #expect(try store.status(of: term("quay")) == nil)
    }

    @Test func finishMarksOnlyTheNewTermsKnownInOneBatch() throws {
        try store.setStatus(.learning, of: term("harbour"), at: clock)
        let session = session()
        let change = try session.finish([term("quay"), term("harbour"), term("sail"), term("quay")], label: "/t/sea.txt")
        #expect(change.changes.map(\.term.key) == ["quay", "sail"])
        #expect(change.changes.allSatisfy { $0.to == .known })
        #expect(try store.lastBatch()?.label == "/t/sea.txt")
        #expect(try session.finish([term("quay")], label: "/t/sea.txt") == ReadingChange(changes: [], batch: nil))
    }

    /// The family rule as `read` applies it: *mutually* is Known through *mutual* only when families reach it.
    @Test(arguments: [(FamilyReach?.some(.transparent), WordStatus.known), (nil, .new)])
    func statusesReachThroughWordFamiliesAsReadShowsThem(reach: FamilyReach?, expected: WordStatus) throws {
        try store.setStatus(.known, of: term("mutual"), at: clock)
        let session = session(reach)
        #expect(try session.status(of: "mutually") == expected)
        #expect(try session.status(of: "mutual") == .known)
        let piece = try CaptureFixture.text("They were mutually happy.", tokenizer: Tokenizer())
        let annotated = try session.annotate(piece)
        let mutually = try #require(annotated.spans.first { span in
            String(decoding: annotated.bytes[Int(span.token.start)..<Int(span.token.end)], as: UTF8.self) == "mutually"
        })
        #expect(mutually.status == expected)
    }
}
