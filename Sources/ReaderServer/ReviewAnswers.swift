import ReaderEngine

/// The answers of the review page, as `OrderedJSONEncoder` writes them (keys in this order, nil as null).
enum ReviewAnswer {
    /// A sitting started: `{"session", then the sitting's state}`.
    struct Started: Encodable {
        let session: String
        let state: SittingState

        enum CodingKeys: String, CodingKey { case session }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(session, forKey: .session)
            try state.encode(to: encoder)
        }
    }

    /// A card answered: `{"outcome"` (the record `review --script` writes), `"toast"`, then the sitting's state`}`.
    struct Answered: Encodable {
        let outcome: ReviewOutcome.Record
        let toast: String
        let state: SittingState

        enum CodingKeys: String, CodingKey { case outcome, toast }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(outcome, forKey: .outcome)
            try container.encode(toast, forKey: .toast)
            try state.encode(to: encoder)
        }
    }

    /// The card on show (null when the sitting is over), the answers so far by rating, and when the next card
    /// falls due once none is left.
    struct SittingState: Encodable {
        let card: Card?
        let answers: RatingCounts
        let cram: Bool
        let boostTarget: Int
        let nextDue: String?
        let graduated: [String]

        enum CodingKeys: String, CodingKey {
            case card, answers, cram
            case boostTarget = "boost_target"
            case nextDue = "next_due"
            case graduated
        }
    }

    /// `{"again":N,"hard":N,"good":N,"easy":N}`, in the ratings' order.
    struct RatingCounts: Encodable {
        let counts: [Rating: Int]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: NamedCodingKey.self)
            for rating in Rating.allCases {
                try container.encode(counts[rating] ?? 0, forKey: NamedCodingKey(rating.name))
            }
        }
    }

    /// A card as `ReviewFace` shows it: `{"id","term","kind"`, the kind's own fields (`before` and `after` of a
    /// cloze, a `definition`, the learner's `native` words), `"prompt","answer","notes","queue","boost_streak","remaining"}`.
    struct Card: Encodable {
        enum Face {
            case cloze(before: String, after: String)
            case definition(String)
            case word
            case native(String)
        }

        let id: Int64
        let term: String
        let face: Face
        let prompt: String
        let answer: String
        let notes: [String]
        let queue: String
        let boostStreak: Int?
        let remaining: Int

        enum CodingKeys: String, CodingKey {
            case id, term, kind, before, after, definition, native, prompt, answer, notes, queue
            case boostStreak = "boost_streak"
            case remaining
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(term, forKey: .term)
            switch face {
            case .cloze(let before, let after):
                try container.encode("cloze", forKey: .kind)
                try container.encode(before, forKey: .before)
                try container.encode(after, forKey: .after)
            case .definition(let text):
                try container.encode("definition", forKey: .kind)
                try container.encode(text, forKey: .definition)
            case .word:
                try container.encode("word", forKey: .kind)
            case .native(let words):
                try container.encode("native", forKey: .kind)
                try container.encode(words, forKey: .native)
            }
            try container.encode(prompt, forKey: .prompt)
            try container.encode(answer, forKey: .answer)
            try container.encode(notes, forKey: .notes)
            try container.encode(queue, forKey: .queue)
            try container.encode(boostStreak, forKey: .boostStreak)
            try container.encode(remaining, forKey: .remaining)
        }
    }
}
