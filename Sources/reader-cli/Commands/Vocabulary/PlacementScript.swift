import Foundation
import ReaderEngine

/// `reader placement --script`: one answer per stdin line, then a line that confirms
/// marking (y) or not; the result as one JSON object.
struct PlacementScript {
    let test: PlacementTest
    let seed: UInt64

    /// Reads every answer before `placement` opens the store, so bad answers leave no store behind.
    func run(placement: () throws -> Placement) throws {
        try StandardInput.requireOpen()
        // Lines are kept to their first bytes: an answer is a word, and a line of 50 MB is not held.
        var lines = BoundedLines()
        var answers: [Bool] = []
        var lineNumber = 0
        while answers.count < test.items.count {
            guard let line = try lines.next() else {
                throw PlacementError.answersEnded(given: answers.count, expected: test.items.count)
            }
            lineNumber += 1
            let text = String(decoding: line.head, as: UTF8.self)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty && !line.restHasText { continue }
            guard !line.restHasText, let answer = Self.answer(trimmed) else {
                throw PlacementError.badAnswer(line: lineNumber, text: MessageExcerpt.of(text, more: line.wasCut))
            }
            answers.append(answer)
        }
        let confirmed = try lines.next().map { !$0.restHasText && Self.answer(String(decoding: $0.head, as: UTF8.self).trimmingCharacters(in: .whitespaces)) == true } ?? false
        let score = PlacementScore(test: test, answers: answers)
        let saved = try placement().save(score, confirmed: confirmed)
        let writer = OutputWriter()
        try writer.write(Self.json(score, seed: seed, marked: saved?.marked) + "\n")
        try writer.flush()
    }

    /// y/yes true, n/no false (any case), else nil.
    static func answer(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "y", "yes": true
        case "n", "no": false
        default: nil
        }
    }

    static func json(_ score: PlacementScore, seed: UInt64, marked: Int?) -> String {
        let bands = score.bands.map {
            "{\"first\":\($0.band.first),\"last\":\($0.band.last),\"items\":\($0.items),\"yes\":\($0.yes),\"known\":\($0.known)}"
        }
        return "{\"seed\":\(seed),\"size\":\(score.size),\"size_within_5000\":\(score.sizeWithinFirst5000)"
            + ",\"level\":\"\(score.level.name)\",\"pseudowords\":{\"shown\":\(score.pseudowords),\"yes\":\(score.pseudowordsYes)}"
            + ",\"false_alarm_rate\":\(NumberText.fixed(score.falseAlarmRate)),\"bands\":[\(bands.joined(separator: ","))]"
            + ",\"marked\":\(marked.map(String.init) ?? "null")}"
    }
}

/// Bad placement answers: data error (65); nothing is saved.
enum PlacementError: ReportableError {
    /// `text`: the line as quoted (`MessageExcerpt`).
    case badAnswer(line: Int, text: String)
    case answersEnded(given: Int, expected: Int)

    var message: String {
        switch self {
        case .badAnswer(let line, let text):
            "line \(line): '\(ControlCharacterEscaping.singleLine(text))' is not an answer (y, yes, n or no); nothing was saved"
        case .answersEnded(let given, let expected):
            "the input ended after \(given) of \(expected) answers; nothing was saved"
        }
    }

    var exitStatus: ExitStatus { .dataError }
}
