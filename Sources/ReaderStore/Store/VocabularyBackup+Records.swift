import Foundation
import ReaderCore

/// The records of a backup, one per kind of thing the store keeps. Field
/// names are stable: a change of meaning is a new `version`.
extension VocabularyBackup {
    public struct TermRecord: Codable, Sendable, Equatable {
        public var term: String
        public var lemma: String
        public var status: WordStatus
        public var created: Date
        /// When the status last changed: the latest change wins a merge.
        public var updated: Date
        public var captures: [CaptureRecord]
        public var history: [HistoryRecord]
        /// Names of the decks the term is filed in.
        public var decks: [String] = []
        /// The review card, if a session made one.
        public var card: Card? = nil
    }

    public struct CaptureRecord: Codable, Sendable, Hashable {
        public var surface: String
        public var sentence: String
        public var source: String?
        public var start: Int?
        public var end: Int?
        public var sentenceStart: Int?
        public var captured: Date
        public var note: String?
        /// The `id` of the batch that saved it (`reader open`, an import).
        public var batch: Int? = nil
        /// Derived from the dictionary by an export (the card's first IPA and
        /// chosen sense, as in the CSV and Anki exports); a restore ignores them.
        public var ipa: String? = nil
        public var sense: SenseRecord? = nil
        /// The chosen sense's words in the learner's language (`native`), derived likewise.
        public var translation: TranslationRecord? = nil

        enum CodingKeys: String, CodingKey {
            case surface, sentence, source, start, end, captured, note, batch, ipa, sense, translation
            case sentenceStart = "sentence_start"
        }
    }

    /// A capture's chosen sense: `pos` is `noun|verb|adj|adv`, as in `reader define`'s JSON.
    public struct SenseRecord: Codable, Sendable, Hashable {
        public var pos: String
        public var gloss: String

        public init(_ sense: Sense) {
            pos = sense.partOfSpeech.dictionaryName
            gloss = sense.gloss
        }
    }

    /// A card's translation as `define`'s JSON gives it: `language` (ISO 639-3), `words` (empty when the
    /// chosen sense has none), `source` (the words' source id), `sense_matched`.
    public struct TranslationRecord: Codable, Sendable, Hashable {
        public var language: String
        public var words: [String]
        public var source: String?
        public var senseMatched: Bool

        enum CodingKeys: String, CodingKey {
            case language, words, source
            case senseMatched = "sense_matched"
        }

        public init(_ translation: CardTranslation) {
            language = translation.language.code
            words = translation.translation?.words ?? []
            source = translation.translation?.source
            senseMatched = if case .sense = translation { true } else { false }
        }
    }

    /// The card of each capture of an export, given the term's status (nil: no card); the
    /// record carries its first IPA and its leading sense.
    public typealias CaptureDetails = (Capture, WordStatus) throws -> CardFacts?

    public struct HistoryRecord: Codable, Sendable, Hashable {
        public var status: WordStatus
        public var origin: ChangeOrigin
        public var at: Date
        public var batch: Int? = nil
    }

    public struct FormRecord: Codable, Sendable, Equatable {
        public var form: String
        public var lemma: String
        public var status: WordStatus
        public var updated: Date
    }

    /// A term's FSRS-6 card: `state` 1 learning, 2 review, 3 relearning (py-fsrs's numbers).
    public struct Card: Codable, Sendable, Equatable {
        public var state: CardState
        public var step: Int?
        public var stability: Double?
        public var difficulty: Double?
        public var due: Date
        public var lastReview: Date?
        public var created: Date
        /// Every answer, oldest first.
        public var reviews: [Review]

        enum CodingKeys: String, CodingKey {
            case state, step, stability, difficulty, due, created, reviews
            case lastReview = "last_review"
        }
    }

    /// One answer: `rating` 1 again, 2 hard, 3 good, 4 easy; the card's state after it.
    public struct Review: Codable, Sendable, Hashable {
        public var at: Date
        public var rating: Rating
        public var elapsedDays: Int
        public var stateBefore: CardState
        public var stateAfter: CardState
        public var stability: Double?
        public var difficulty: Double?
        public var due: Date
        public var cram: Bool
        public var brainBoost: Bool

        enum CodingKeys: String, CodingKey {
            case at, rating, stability, difficulty, due, cram
            case elapsedDays = "elapsed_days", stateBefore = "state_before", stateAfter = "state_after"
            case brainBoost = "brain_boost"
        }
    }

    /// A bulk change `reader undo` can revert; `id` numbers it within the backup.
    public struct Batch: Codable, Sendable, Equatable {
        public var id: Int
        public var kind: ChangeBatch.Kind
        public var label: String
        public var created: Date
        public var undone: Date?
    }

    public struct Deck: Codable, Sendable, Equatable {
        public var name: String
        public var created: Date
    }

    /// Where the learner stopped reading a file (`reader open`), or one chapter of it (`chapter`;
    /// absent for the file's own position).
    public struct Position: Codable, Sendable, Equatable {
        public var path: String
        public var chapter: Int?
        public var offset: Int
        public var updated: Date

        public init(path: String, chapter: Int? = nil, offset: Int, updated: Date) {
            self.path = path
            self.chapter = chapter
            self.offset = offset
            self.updated = updated
        }
    }

    /// A learner setting; the latest value wins a merge.
    public struct Setting: Codable, Sendable, Equatable {
        public var name: StoreSetting
        public var value: String
        public var updated: Date
    }
}
