import Foundation

/// The repository's `Corpora/` folder (benchmarks run from a checkout).
public let corpora = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpora")

/// The same ~10 MB of English prose for every benchmark (and `scripts/make-bench-text.sh`):
/// the Corpora/prose novels in name order, each followed by a newline, repeated and cut to size.
public let benchText: [UInt8] = {
    let folder = corpora.appendingPathComponent("prose")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".txt") }.sorted() ?? []
    var bytes: [UInt8] = []
    while bytes.count < 10_000_000 && !files.isEmpty {
        for file in files {
            bytes += (try? Data(contentsOf: folder.appendingPathComponent(file))).map { [UInt8]($0) } ?? []
            bytes.append(10)
        }
    }
    return Array(bytes.prefix(10_000_000))
}()
