import Foundation
import ReaderEngine

/// `batch --stdin-jsonl`: one `{"id","text"}` object per line in, one JSON line per
/// input line out, with the same id. Stateless apart from the read-only data, so
/// it can run as a mapper under a distributed engine.
struct JSONLinesScorer {
    let scorer: DifficultyScorer

    /// What a line held, or why it cannot be scored.
    enum Record {
        case text(id: String, text: String)
        case malformed(id: String?, reason: String)
    }

    func run(input: FileHandle, writer: OutputWriter) throws {
        var scoring = try InputScorer(scorer: scorer)
        var malformed = 0
        var lineNumber = 0
        try LineReader(handle: input).forEachLine { line in
            lineNumber += 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
            switch JSONLinesScorer.parse(line) {
            case .text(let id, let text):
                let report = try scoring.score(bytes: Array(text.utf8))
                try writer.write(ScoreReportJSON.record(report, name: .id(json: id)))
            case .malformed(let id, let reason):
                malformed += 1
                try writer.write("{")
                if let id { try writer.write("\"id\":\(id),") }
                try writer.write("\"line\":\(lineNumber),\"error\":\(JSONString.quoted(reason))}")
            }
            try writer.write("\n")
        }
        try writer.flush()
        if malformed > 0 {
            StandardStreams.writeError("reader: \(malformed) malformed input \(malformed == 1 ? "line" : "lines") (error records written)\n")
        }
    }

    /// Reads one line; the id comes back encoded as JSON (string, number, ...) to be echoed as given.
    static func parse(_ line: [UInt8]) -> Record {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed]) else {
            return .malformed(id: nil, reason: "not valid JSON")
        }
        guard let fields = object as? [String: Any] else {
            return .malformed(id: nil, reason: "expected a JSON object with \"id\" and \"text\"")
        }
        guard let rawID = fields["id"], !(rawID is [Any]), !(rawID is [String: Any]),
              let idData = try? JSONSerialization.data(withJSONObject: rawID, options: [.fragmentsAllowed]) else {
            return .malformed(id: nil, reason: "missing \"id\" (a string or number)")
        }
        // A string id is written by the one JSON printer (escapes bidi controls too); numbers as parsed.
        let id = (rawID as? String).map(JSONString.quoted) ?? String(decoding: idData, as: UTF8.self)
        guard let text = fields["text"] as? String else {
            return .malformed(id: id, reason: "missing \"text\" string")
        }
        return .text(id: id, text: text)
    }
}

/// Splits a byte stream into lines (without the "\n") of any length.
struct LineReader {
    let handle: FileHandle

    func forEachLine(_ body: ([UInt8]) throws -> Void) throws {
        var pending: [UInt8] = []
        while true {
            // read(2), not FileHandle: Foundation's error for a folder on stdin is "NSCocoaErrorDomain error 256".
            var data = [UInt8](repeating: 0, count: 1 << 20)
            let count = data.withUnsafeMutableBytes { Foundation.read(handle.fileDescriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EISDIR { throw CLIError.inputIsDirectory(path: "<stdin>") }
                throw CLIError.unreadableInput(path: "<stdin>", reason: String(cString: strerror(errno)))
            }
            data.removeSubrange(count...)
            if data.isEmpty { break }
            pending.append(contentsOf: data)
            var start = 0
            while let newline = pending[start...].firstIndex(of: 10) {
                try body(Array(pending[start..<newline]))
                start = newline + 1
            }
            pending.removeFirst(start)
        }
        if !pending.isEmpty { try body(pending) }
    }
}
