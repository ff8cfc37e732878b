import ReaderEngine

/// The answers of the reading page's writes, as `OrderedJSONEncoder` writes them (keys in this order, nil as null).
enum ReadingAnswer {
    /// The reading position saved: `{"text","page","offset"}`.
    struct Position: Encodable {
        let text: String
        let page: Int
        let offset: Int
    }

    /// A term marked: `{"term","status","change","was","batch"}`; `was` is the status it had, when it had one.
    struct Mark: Encodable {
        let term: String
        let status: WordStatus
        let change: String
        let was: WordStatus?
        let batch: Int64?

        init(term: Term, status: WordStatus, change: StatusChange, batch: Int64?) {
            (self.term, self.status, self.batch) = (term.key, status, batch)
            (self.change, was) = ReadingAnswer.described(change)
        }
    }

    /// The capture the form shows before it is saved: `{"term","surface","sentence","source"}`.
    struct Draft: Encodable {
        let term: String
        let surface: String
        let sentence: String
        let source: String?

        init(_ capture: Capture) {
            (term, surface, sentence, source) = (capture.term.key, capture.surface, capture.sentence, capture.source)
        }
    }

    /// A capture saved, its term now Learning: `{"term","surface","status","change","was","sentence","source","batch"}`.
    struct Captured: Encodable {
        let term: String
        let surface: String
        let status = WordStatus.learning
        let change: String
        let was: WordStatus?
        let sentence: String
        let source: String?
        let batch: Int64?

        init(_ capture: Capture, change: StatusChange, batch: Int64?) {
            (term, surface, sentence, source, self.batch) = (capture.term.key, capture.surface, capture.sentence, capture.source, batch)
            (self.change, was) = ReadingAnswer.described(change)
        }
    }

    /// A page finished: the terms it marked Known, `{"marked","batch"}`.
    struct Finished: Encodable {
        let marked: [String]
        let batch: Int64?
    }

    /// A batch undone: `{"batch","reverted":[{"term","status"}],"captures_removed"}`.
    struct Undone: Encodable {
        struct Reverted: Encodable {
            let term: String
            let status: WordStatus
        }

        let batch: Int64
        let reverted: [Reverted]
        let capturesRemoved: Int

        enum CodingKeys: String, CodingKey {
            case batch, reverted
            case capturesRemoved = "captures_removed"
        }
    }

    /// A text added to the library: `{"id"}`.
    struct Added: Encodable {
        let id: String
    }

    /// `change` and `was` of a status change: "added", "changed" (from `was`) or "unchanged".
    static func described(_ change: StatusChange) -> (String, WordStatus?) {
        switch change {
        case .added: ("added", nil)
        case .changed(let old): ("changed", old)
        case .unchanged: ("unchanged", nil)
        }
    }
}
