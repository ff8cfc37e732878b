import Documents
import Foundation

/// The bytes of a library text: held (a document's extracted text) or read from the file when asked
/// (a plain text, whose offsets are the file's). A file that changed size since it was opened is refused,
/// so a page is never cut from other bytes than its range was found in.
enum TextBytes: Sendable {
    case held([UInt8])
    case file(path: String, size: Int)

    /// Bytes a read takes at a time.
    static let chunkSize = 1 << 20

    /// Where the text starts: past a byte-order mark.
    func textStart() throws -> Int {
        var head: [UInt8] = []
        try forEachChunk(from: 0, size: ByteOrderMark.utf8.count) { chunk in
            head = chunk
            throw Stop()
        }
        return ByteOrderMark.length(at: head)
    }

    /// The bytes from `offset` to the end, a chunk at a time; `body` may throw `Stop` to end early.
    func forEachChunk(from offset: Int, size: Int = chunkSize, _ body: ([UInt8]) throws -> Void) throws {
        do {
            switch self {
            case .held(let bytes):
                var at = offset
                while at < bytes.count {
                    try body(Array(bytes[at..<min(at + size, bytes.count)]))
                    at += size
                }
            case .file(let path, let expected):
                let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
                defer { try? handle.close() }
                guard try handle.seekToEnd() == UInt64(expected) else {
                    throw ServerError.conflict("\(path) changed on disk since it was opened: reload the page")
                }
                try handle.seek(toOffset: UInt64(offset))
                while let chunk = try handle.read(upToCount: size), !chunk.isEmpty { try body([UInt8](chunk)) }
            }
        } catch is Stop {}
    }

    /// Ends a read early.
    struct Stop: Error {}
}
