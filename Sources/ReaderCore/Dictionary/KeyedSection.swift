/// One section of a compiled data file: groups of `key TAB fields` lines sorted
/// by key bytes, found by binary search over the mapped bytes (nothing is parsed
/// at load). Every read is bounds-checked, so a corrupt file gives wrong or no
/// answers, never a crash.
struct KeyedSection: Sendable {
    private let file: MappedFile
    private let entry: DataFileLayout.Entry

    init(file: MappedFile, entry: DataFileLayout.Entry) {
        self.file = file
        self.entry = entry
    }

    var keyCount: Int { entry.keyCount }

    /// The mapped file, which must outlive anything that points into `data`.
    var owner: MappedFile { file }

    /// All the section's data: a blob section's content (bounds checked when the file was opened).
    var data: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: file.bytes[entry.dataOffset..<(entry.dataOffset + entry.dataLength)])
    }

    /// The rows stored under `key`, each split into its fields after the key.
    func rows(forKey key: String) -> [[Substring]] {
        guard let group = group(forKey: key) else { return [] }
        return String(decoding: group, as: UTF8.self).split(separator: "\n").map { line in
            Array(line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst())
        }
    }

    /// The first field after the key of the first row, if any.
    func firstField(forKey key: String) -> Substring? {
        rows(forKey: key).first?.first
    }

    /// The bytes of group `index` (its lines), or nil if the index is corrupt.
    private func group(at index: Int) -> UnsafeRawBufferPointer? {
        guard index >= 0, index < entry.keyCount else { return nil }
        let bytes = file.bytes
        let start = Int(DataFileLayout.word(bytes, entry.indexOffset + 4 * index))
        let end = Int(DataFileLayout.word(bytes, entry.indexOffset + 4 * (index + 1)))
        guard start <= end, end <= entry.dataLength else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[(entry.dataOffset + start)..<(entry.dataOffset + end)])
    }

    private func group(forKey key: String) -> UnsafeRawBufferPointer? {
        var key = key
        return key.withUTF8 { wanted -> UnsafeRawBufferPointer? in
            var low = 0
            var high = entry.keyCount
            while low < high {
                let middle = (low + high) / 2
                guard let group = group(at: middle) else { return nil }
                switch KeyedSection.compare(keyOf: group, with: UnsafeRawBufferPointer(wanted)) {
                case .orderedAscending: low = middle + 1
                case .orderedDescending: high = middle
                case .orderedSame: return group
                }
            }
            return nil
        }
    }

    private enum Order { case orderedAscending, orderedDescending, orderedSame }

    /// Compares the group's key (its bytes before the first tab or newline) with `wanted`.
    private static func compare(keyOf group: UnsafeRawBufferPointer, with wanted: UnsafeRawBufferPointer) -> Order {
        var i = 0
        while true {
            let keyEnded = i == group.count || group[i] == 9 || group[i] == 10
            if keyEnded { return i == wanted.count ? .orderedSame : .orderedAscending }
            if i == wanted.count { return .orderedDescending }
            if group[i] != wanted[i] { return group[i] < wanted[i] ? .orderedAscending : .orderedDescending }
            i += 1
        }
    }
}
