import Foundation
import ReaderEngine

/// `reader review --script`: one grade per stdin line, one JSON line per answer.
/// End of input ends the session; answers already given are saved.
struct ReviewScript {
    let session: ReviewSession

    func run() throws {
        try StandardInput.requireOpen()
        let writer = OutputWriter()
        var lineNumber = 0
        while let prompt = try session.next(at: try Clock.now()) {
            var rating: Rating?
            while rating == nil {
                guard let line = readLine(strippingNewline: true) else { return try writer.flush() }
                lineNumber += 1
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                guard let parsed = Rating(parsing: line) else {
                    try writer.flush()
                    throw ReviewError.badGrade(line: lineNumber, text: line)
                }
                rating = parsed
            }
            guard let rating else { break }
            let outcome = try session.answer(rating, at: try Clock.now())
            try writer.write(try OrderedJSONEncoder().encode(outcome.record(status: outcome.newStatus ?? prompt.card.status)) + "\n")
            try writer.flush()
        }
        try writer.flush()
    }
}

/// Bad review input: data error (65).
enum ReviewError: ReportableError {
    case badGrade(line: Int, text: String)

    var message: String {
        switch self {
        case .badGrade(let line, let text):
            "line \(line): '\(text)' is not a grade (1-4 or again, hard, good, easy); earlier answers were saved"
        }
    }

    var exitStatus: ExitStatus { .dataError }
}
