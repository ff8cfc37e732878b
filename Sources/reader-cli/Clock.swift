import Foundation
import ReaderEngine

/// The one clock of every command: `READER_NOW` (ISO 8601) fixes it, for tests
/// and reproducible runs; otherwise the system time. With it, the learner's time
/// zone, whose days the stats count.
enum Clock {
    /// The system's zone, or the `TZ` environment variable's (Foundation reads it).
    static var timeZone: TimeZone { TimeZone.current }

    static func now() throws -> Date {
        guard let text = ProcessEnvironment.fixedNow else { return Date() }
        switch TimeStamp.time(text) {
        case .success(let date): return date
        case .failure(.notATime): throw CLIError.usage("READER_NOW='\(text)' is not an ISO 8601 time (e.g. 2026-11-24T09:00:00Z)")
        case .failure(let problem): throw CLIError.usage("READER_NOW='\(text)' \(problem)")
        }
    }
}
