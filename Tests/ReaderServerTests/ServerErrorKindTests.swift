import Collocations
import Hummingbird
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 47 item 4: an engine error reaches the browser by its kind, through one mapping (`ServerError.init`),
/// with its own description as the message.
@Suite("Server: engine errors by kind")
struct ServerErrorKindTests {
    static let cases: [(error: any EngineError, status: HTTPResponse.Status, message: String)] = [
        (StoreError.invalidTerm("  "), .badRequest, "'  ' has no words to store"),
        (CaptureError.noWordAtOffset(offset: 3, found: "space"), .badRequest, "no word at byte 3 (found space)"),
        (ExpansionError.notOnWord(offset: 7), .badRequest, "offset 7 is not on a word"),
        (StoreError.malformedImport(format: "csv", line: 2, reason: "no term"), .unprocessableContent, "csv import, line 2: no term"),
        (StoreError.unknownDeck("Birds"), .notFound, "no deck named 'Birds'"),
        (StoreError.missingCard(12), .conflict, "review card 12 no longer exists (its term was removed)"),
        (ReadingSessionError.notTheLastChange, .conflict, "the last change was not made here: 'reader undo' reverts it"),
        (StoreError.busy(path: "/s.sqlite"), .serviceUnavailable, "/s.sqlite is busy (another reader process kept it locked); try again"),
        (StoreError.corrupt(path: "/s.sqlite"), .internalServerError,
         "/s.sqlite is not a readable vocabulary store (not an SQLite database, or damaged); it was left untouched"),
        (AnkiPackageError.io("disk full"), .internalServerError, "Anki package: disk full"),
    ]

    @Test(arguments: cases.indices)
    func anEngineErrorGetsTheStatusOfItsKind(index: Int) {
        let (error, status, _) = ServerErrorKindTests.cases[index]
        let refusal = ServerError(error)
        #expect(refusal.status == status, "\(error)")
        #expect(refusal.message == ServerErrorKindTests.cases[index].message)
    }
}
