import Foundation
import ReaderEngine
import TerminalUI

/// The state of `reader review` on a terminal, apart from any terminal I/O or
/// store: the card on screen, whether its answer shows, the last answer's
/// result, the counts. Keys go in through `handle`; what needs the session
/// comes out as a `ReviewRequest`. `ReviewFrame` draws it.
public struct ReviewModel: Sendable {
    /// The card being asked.
    public struct Card: Equatable, Sendable {
        public var face: ReviewFace
        /// Correct answers in a row so far when the card is in Brain Boost, else nil.
        public var boostStreak: Int?
        /// Cards still waiting, this one included.
        public var remaining: Int

        public init(face: ReviewFace, boostStreak: Int?, remaining: Int) {
            self.face = face
            self.boostStreak = boostStreak
            self.remaining = remaining
        }
    }

    public enum Phase: Equatable, Sendable {
        case question
        /// The answer shows, with the dictionary's lines under it; a grade is awaited.
        case answer(notes: [String])
    }

    public internal(set) var size: TerminalSession.Size
    public var display: DisplaySettings
    public let cram: Bool
    public internal(set) var card: Card?
    public internal(set) var phase: Phase = .question
    /// Answers given so far, by rating.
    public internal(set) var answers: [Rating: Int] = [:]
    /// The last answer's result ("decision: good · next review in 4 days").
    public internal(set) var toast: String?

    public init(size: TerminalSession.Size, display: DisplaySettings, cram: Bool) {
        self.size = size
        self.display = display
        self.cram = cram
    }

    public mutating func show(_ card: Card) {
        self.card = card
        phase = .question
    }

    public mutating func reveal(notes: [String]) { phase = .answer(notes: notes) }

    /// After the session recorded `outcome`; `answers` are the session's counts.
    public mutating func answered(_ outcome: ReviewOutcome, answers: [Rating: Int]) {
        self.answers = answers
        toast = outcome.toast
    }

    public mutating func resize(_ size: TerminalSession.Size) { self.size = size }

    /// A line for the learner where the toast goes (speech that could not play).
    public mutating func report(_ message: String) { toast = message }

    /// Any key reveals (q or Ctrl-D quits); once revealed, 1-4 grade and p / P speak the word / its
    /// sentence (not before: the sound would give the answer away).
    public func handle(_ key: Key) -> ReviewRequest? {
        if key == .character("q") || key == .control("d") { return .quit }
        guard card != nil else { return nil }
        switch phase {
        case .question:
            return .reveal
        case .answer:
            if key == .character("p") || key == .character("P") { return .speak(sentence: key == .character("P")) }
            guard case .character(let character) = key, let digit = character.wholeNumberValue,
                  let rating = Rating(rawValue: digit) else { return nil }
            return .grade(rating)
        }
    }
}

/// What the review screen asks of the session.
public enum ReviewRequest: Equatable, Sendable {
    /// Show the answer (the dictionary is looked up for its notes).
    case reveal
    case grade(Rating)
    /// Speak the answer, or its sentence, without waiting for the sound to end.
    case speak(sentence: Bool)
    case quit
}
