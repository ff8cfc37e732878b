import Foundation
import ReaderEngine

/// `reader review` in the browser: the engine's `ReviewSession` (queue, Brain Boost, cram, decks)
/// kept between requests, one per tab. A tab starts a sitting, then answers the card shown by its id,
/// so an answer meant for another card (a second tab, a stale page) is refused, never misfiled.
actor ReviewDesk {
    private struct Sitting {
        let id: String
        let session: ReviewSession
        var prompt: ReviewSession.Prompt?
    }

    /// Sittings kept at once (tabs); the oldest goes first.
    static let sittingsKept = 8

    let store: VocabularyStore
    private let definitions: any DefinitionProvider
    private let scheduler = FSRSScheduler(parameters: FSRSParameters())
    private let now: @Sendable () -> Date
    /// Told when an answer moved a term (graduation to Known, lapse to Learning).
    private let statusChanged: @Sendable () async -> Void
    private var sittings: [Sitting] = []

    init(store: VocabularyStore, definitions: any DefinitionProvider, now: @escaping @Sendable () -> Date,
         statusChanged: @escaping @Sendable () async -> Void) {
        self.store = store
        self.definitions = definitions
        self.now = now
        self.statusChanged = statusChanged
    }

    /// The decks to filter by, with their sizes.
    func decks() throws -> [(name: String, terms: Int)] { try store.decks() }

    /// A new sitting (`reader review [--deck NAME] [--cram]`) and its first card.
    func start(deck: String?, cram: Bool) throws -> String {
        if let deck, try !store.decks().contains(where: { $0.name == deck }) {
            throw ServerError.notFound("there is no deck '\(deck)'")
        }
        let date = now()
        let options = ReviewSession.Options(deck: deck, cram: cram, graduationDays: try store.graduationDays())
        let session = try ReviewSession(store: store, scheduler: scheduler, options: options, at: date)
        let sitting = Sitting(id: ServerSettings.newToken(), session: session, prompt: try session.next(at: date))
        sittings.append(sitting)
        if sittings.count > Self.sittingsKept { sittings.removeFirst() }
        return "{\"session\":\"\(sitting.id)\"," + (try fields(sitting, at: date)) + "}"
    }

    /// Grades the card on show and moves to the next: the answer's record (as `review --script`
    /// writes it), its toast, then the next card.
    func answer(session id: String, card: Int64, rating: Rating) async throws -> String {
        guard let index = sittings.firstIndex(where: { $0.id == id }) else {
            throw ServerError.notFound("this review has ended (reload the page to start another)")
        }
        guard let prompt = sittings[index].prompt, prompt.card.id == card else {
            throw ServerError.conflict("that card is no longer the one on show (answered in another tab?); reload the page")
        }
        let date = now()
        let session = sittings[index].session
        let outcome = try session.answer(rating, at: date)
        sittings[index].prompt = try session.next(at: date)
        let answer = "{\"outcome\":\(outcome.json(status: outcome.newStatus ?? prompt.card.status)),"
            + "\"toast\":\(JSONString.quoted(outcome.toast))," + (try fields(sittings[index], at: date)) + "}"
        if outcome.newStatus != nil { await statusChanged() }
        return answer
    }

    /// The card on show (null when the sitting is over), the answers so far and when the next card falls due.
    private func fields(_ sitting: Sitting, at date: Date) throws -> String {
        let counts = Rating.allCases.map { "\"\($0.name)\":\(sitting.session.answers[$0] ?? 0)" }.joined(separator: ",")
        let next = sitting.prompt == nil ? DurationText.nextCardDue(try sitting.session.nextDue(after: date), now: date) : nil
        let graduated = sitting.session.graduated.map { JSONString.quoted($0.key) }.joined(separator: ",")
        return "\"card\":\(sitting.prompt.map(card) ?? "null"),\"answers\":{\(counts)},\"cram\":\(sitting.session.options.cram),"
            + "\"boost_target\":\(ReviewSession.boostTarget),\"next_due\":\(next.map(JSONString.quoted) ?? "null"),\"graduated\":[\(graduated)]"
    }

    /// A card as `ReviewFace` shows it (a cloze, else a definition prompt, else the word), with the
    /// dictionary's notes for the reveal.
    private func card(_ prompt: ReviewSession.Prompt) -> String {
        let card = prompt.card
        let face = ReviewFace(card: card, definitions: ReviewFace.needsDefinition(card) ? definitions : nil)
        let kind: String
        var parts = ""
        switch face.kind {
        case .cloze(let before, let after):
            kind = "cloze"
            parts = ",\"before\":\(JSONString.quoted(before)),\"after\":\(JSONString.quoted(after))"
        case .definition(let text):
            kind = "definition"
            parts = ",\"definition\":\(JSONString.quoted(text))"
        case .word:
            kind = "word"
        case .native(let words, _):
            kind = "native"
            parts = ",\"native\":\(JSONString.quoted(words))"
        }
        let queue = switch prompt.kind {
        case .due: "due"
        case .new: "new"
        case .cram: "cram"
        }
        let notes = face.notes(definitions.card(for: card)).map(JSONString.quoted).joined(separator: ",")
        return "{\"id\":\(card.id),\"term\":\(JSONString.quoted(card.term.key)),\"kind\":\"\(kind)\"\(parts)"
            + ",\"prompt\":\(JSONString.quoted(face.prompt)),\"answer\":\(JSONString.quoted(face.answer)),\"notes\":[\(notes)]"
            + ",\"queue\":\"\(queue)\",\"boost_streak\":\(prompt.boostStreak.map(String.init) ?? "null"),\"remaining\":\(prompt.remaining)}"
    }
}
