/// Rows of a tab-separated file sorted by its first column in byte order (as
/// every `Corpora/` table is), found by binary search without parsing the file:
/// read into memory, or mapped (pages load when a search touches them).
struct SortedTSV: Sendable {
    private enum Storage: Sendable {
        case read([UInt8])
        case mapped(MappedFile)
    }

    private let storage: Storage

    init(bytes: [UInt8]) {
        storage = .read(bytes)
    }

    init(mapping path: String) throws(DataError) {
        storage = .mapped(try MappedFile(path: path))
    }

    /// The fields after the key of every row whose first column is `key`.
    func rows(forKey key: String) -> [[Substring]] {
        switch storage {
        case .read(let bytes): bytes.withUnsafeBufferPointer { rows(forKey: key, in: $0) }
        case .mapped(let file): rows(forKey: key, in: file.bytes.bindMemory(to: UInt8.self))
        }
    }

    private func rows(forKey key: String, in buffer: UnsafeBufferPointer<UInt8>) -> [[Substring]] {
        let target = Array(key.utf8)
        // First line whose key is >= target; `low` is always a line start.
        var low = 0
        var high = buffer.count
        while low < high {
            let middle = lineStart(buffer, at: (low + high) / 2)
            if compare(buffer, lineAt: middle, with: target) < 0 {
                low = lineEnd(buffer, from: middle) + 1
            } else {
                high = middle
            }
        }
        var rows: [[Substring]] = []
        var line = low
        while line < buffer.count, compare(buffer, lineAt: line, with: target) == 0 {
            let end = lineEnd(buffer, from: line)
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[line..<end]), as: UTF8.self)
            rows.append(Array(text.split(separator: "\t", omittingEmptySubsequences: false).dropFirst()))
            line = end + 1
        }
        return rows
    }

    private func lineStart(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        var start = min(index, buffer.count)
        while start > 0 && buffer[start - 1] != 10 { start -= 1 }
        return start
    }

    private func lineEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < buffer.count && buffer[end] != 10 { end += 1 }
        return end
    }

    /// Compares the key of the line at `start` (up to its tab) with `target`.
    private func compare(_ buffer: UnsafeBufferPointer<UInt8>, lineAt start: Int, with target: [UInt8]) -> Int {
        var index = 0
        while true {
            let position = start + index
            let atKeyEnd = position >= buffer.count || buffer[position] == 9 || buffer[position] == 10
            if atKeyEnd { return index == target.count ? 0 : -1 }
            if index == target.count { return 1 }
            if buffer[position] != target[index] { return buffer[position] < target[index] ? -1 : 1 }
            index += 1
        }
    }
}
