import Tokenizer

/// Word lemmas with their statuses as the store lists them: the keys' UTF-8 in
/// one buffer, so a snapshot of 100k terms makes no string and hashes nothing per
/// term (`StatusTable` looks the bytes up in the lexicon). Keys are unique, as in
/// the store; equality ignores order.
package struct LemmaStatusList: Sendable {
    private var keyBytes: [UInt8] = []
    private var keyEnds: [UInt32] = []
    private var statuses: [WordStatus] = []

    package init(capacity: Int = 0) {
        keyEnds.reserveCapacity(capacity)
        statuses.reserveCapacity(capacity)
        keyBytes.reserveCapacity(capacity * 8)
    }

    init(_ dictionary: [String: WordStatus]) {
        self.init(capacity: dictionary.count)
        for (key, status) in dictionary {
            var key = key
            key.withUTF8 { append($0, status) }
        }
    }

    var count: Int { statuses.count }

    package mutating func append(_ key: UnsafeBufferPointer<UInt8>, _ status: WordStatus) {
        keyBytes.append(contentsOf: key)
        keyEnds.append(UInt32(keyBytes.count))
        statuses.append(status)
    }

    /// The lexicon entry of each key, in order (`LemmaLexicon.ids`: one batched pass).
    func ids(in lexicon: LemmaLexicon) -> [LemmaID?] {
        keyBytes.withUnsafeBufferPointer { bytes in
            lexicon.ids(count: count) { index in
                UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : Int(keyEnds[index - 1]))..<Int(keyEnds[index])])
            }
        }
    }

    /// Each key's bytes with its status, in the order they were appended.
    func forEach(_ body: (UnsafeBufferPointer<UInt8>, WordStatus) -> Void) {
        keyBytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in statuses.indices {
                let end = Int(keyEnds[index])
                body(UnsafeBufferPointer(rebasing: bytes[start..<end]), statuses[index])
                start = end
            }
        }
    }

    var dictionary: [String: WordStatus] {
        var dictionary = [String: WordStatus](minimumCapacity: count)
        forEach { key, status in dictionary[String(decoding: key, as: UTF8.self)] = status }
        return dictionary
    }
}

extension LemmaStatusList: Equatable {
    package static func == (lhs: LemmaStatusList, rhs: LemmaStatusList) -> Bool {
        lhs.count == rhs.count && lhs.dictionary == rhs.dictionary
    }
}
