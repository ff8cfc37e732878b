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
    func start(deck: String?, cram: Bool) throws -> ReviewAnswer.Started {
        if let deck, try !store.decks().contains(where: { $0.name == deck }) {
            throw ServerError.notFound("there is no deck '\(deck)'")
        }
        let date = now()
        let options = ReviewSession.Options(deck: deck, cram: cram, graduationDays: try store.graduationDays())
        let session = try ReviewSession(store: store, scheduler: scheduler, options: options, at: date)
        let sitting = Sitting(id: ServerSettings.newToken(), session: session, prompt: try session.next(at: date))
        sittings.append(sitting)
        if sittings.count > Self.sittingsKept { sittings.removeFirst() }
        return ReviewAnswer.Started(session: sitting.id, state: try state(of: sitting, at: date))
    }

    /// Grades the card on show and moves to the next: the answer's record (as `review --script`
    /// writes it), its toast, then the next card.
    func answer(session id: String, card: Int64, rating: Rating) async throws -> ReviewAnswer.Answered {
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
        let answer = ReviewAnswer.Answered(outcome: outcome.record(status: outcome.newStatus ?? prompt.card.status), toast: outcome.toast,
                                           state: try state(of: sittings[index], at: date))
        if outcome.newStatus != nil { await statusChanged() }
        return answer
    }

    /// The card on show (null when the sitting is over), the answers so far and when the next card falls due.
    private func state(of sitting: Sitting, at date: Date) throws -> ReviewAnswer.SittingState {
        let next = sitting.prompt == nil ? DurationText.nextCardDue(try sitting.session.nextDue(after: date), now: date) : nil
        return ReviewAnswer.SittingState(card: sitting.prompt.map(card), answers: ReviewAnswer.RatingCounts(counts: sitting.session.answers),
                                         cram: sitting.session.options.cram, boostTarget: ReviewSession.boostTarget, nextDue: next,
                                         graduated: sitting.session.graduated.map(\.key))
    }

    /// A card as `ReviewFace` shows it (a cloze, else a definition prompt, else the word), with the
    /// dictionary's notes for the reveal.
    private func card(_ prompt: ReviewSession.Prompt) -> ReviewAnswer.Card {
        let card = prompt.card
        let face = ReviewFace(card: card, definitions: ReviewFace.needsDefinition(card) ? definitions : nil)
        let shown: ReviewAnswer.Card.Face = switch face.kind {
        case .cloze(let before, let after): .cloze(before: before, after: after)
        case .definition(let text): .definition(text)
        case .word: .word
        case .native(let words, _): .native(words)
        }
        let queue = switch prompt.kind {
        case .due: "due"
        case .new: "new"
        case .cram: "cram"
        }
        return ReviewAnswer.Card(id: card.id, term: card.term.key, face: shown, prompt: face.prompt, answer: face.answer,
                                 notes: face.notes(definitions.card(for: card)), queue: queue, boostStreak: prompt.boostStreak,
                                 remaining: prompt.remaining)
    }
}
