import Testing
@testable import Tokenizer

@Suite("Byte hash table")
struct ByteHashTableTests {
    static let keys = ["a", "the", "run", "running", "abcdefgh", "abcdefghi", "internationalization", "@home", "a[b", "x`y", "{z}", "it's"]

    /// A builder with `keys` (index = position) whose value is the index of the key mirrored in the list
    /// (values are key indices: a lemma table's lemmas); small, so it grows while filling.
    static func builder() -> ByteHashTableBuilder {
        var builder = ByteHashTableBuilder(expectedCount: 2)
        for key in keys { _ = builder.insert(key) }
        builder.setValues(keys.indices.map { value(of: $0) })
        return builder
    }

    static func value(of index: Int) -> UInt32 { UInt32(keys.count - 1 - index) }

    /// The table read in place from the builder's parts, written as a lexicon image writes them.
    static func table(_ builder: ByteHashTableBuilder = builder()) throws -> ByteHashTable {
        var writer = LexiconImageWriter(keyCount: builder.count, slotCount: builder.slots.count, arenaCount: builder.arena.count,
                                        closedClassCount: 0)
        writer.append(builder.slots)
        writer.append(builder.starts)
        writer.append(builder.lengths)
        writer.append(builder.arena)
        let buffer = ImageBuffer(copying: writer.bytes)
        var reader = try LexiconImageReader(buffer.bytes)
        let slots = try reader.array(of: ByteHashTable.Slot.self, count: reader.slotCount)
        let starts = try reader.array(of: UInt32.self, count: reader.keyCount)
        let lengths = try reader.array(of: UInt16.self, count: reader.keyCount)
        let arena = try reader.array(of: UInt8.self, count: reader.arenaCount)
        #expect(reader.isAtEnd)
        return try #require(ByteHashTable(slots: slots, arena: arena, starts: starts, lengths: lengths, owner: buffer))
    }

    /// Looks `query` up through a probe, with the query's bytes followed by `padding`
    /// (which decides whether the eight-byte load or the byte loop packs the key).
    static func probeLookup(_ table: ByteHashTable, _ query: String, padding: String) -> (index: Int, value: UInt32)? {
        let bytes = Array((query + padding).utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let key = UnsafeBufferPointer(rebasing: buffer[0..<query.utf8.count])
            return table.probe(lowercasedASCII: key, readable: buffer.count).flatMap { table.entry(ofLowercasedASCII: key, probe: $0) }
        }
    }

    @Test("lower-cased lookups find exactly the stored key, by either packing", arguments: [
        ("the", 1), ("THE", 1), ("The", 1), ("RUNNING", 3), ("Running", 3), ("AbCdEfGh", 4), ("ABCDEFGHI", 5),
        ("INTERNATIONALIZATION", 6), ("@HOME", 7), ("A[B", 8), ("X`Y", 9), ("{Z}", 10), ("IT'S", 11), ("a", 0),
        // Near misses: one byte more or less, or characters next to the letters in ASCII.
        ("th", nil), ("thee", nil), ("runnin", nil), ("abcdefg", nil), ("abcdefghij", nil), ("`home", nil),
        ("a{b", nil), ("x@y", nil), ("[z]", nil), ("its", nil), ("", nil),
    ] as [(String, Int?)])
    func lowercasedLookups(query: String, expected: Int?) throws {
        let table = try Self.table()
        for padding in ["", " and some more text"] {
            let found = Self.probeLookup(table, query, padding: padding)
            #expect(found?.index == expected, "padding \(padding.count)")
            #expect(found?.value == expected.map(Self.value(of:)))
        }
    }

    @Test("exact lookups do not fold case; non-ASCII keys give no lower-cased probe")
    func exactLookups() throws {
        var builder = Self.builder()
        let café = builder.insert("café")
        #expect(builder.insert("the") == 1)
        let table = try Self.table(builder)
        #expect(Array("the".utf8).withUnsafeBufferPointer { table.index(of: $0) } == 1)
        #expect(Array("The".utf8).withUnsafeBufferPointer { table.index(of: $0) } == nil)
        #expect(Array("café".utf8).withUnsafeBufferPointer { table.index(of: $0) } == café)
        #expect(Self.probeLookup(table, "CAFÉ", padding: " long enough") == nil)
        #expect(Self.probeLookup(table, "café", padding: "") == nil)
        #expect(table.key(at: 6) == "internationalization")
        #expect(table.count == Self.keys.count + 1)
    }

    @Test("a value that is not a key index (a corrupt file) reads as no value")
    func valuesOutOfRange() throws {
        var builder = Self.builder()
        builder.setValues(Self.keys.indices.map { $0 == 1 ? UInt32(Self.keys.count) : Self.value(of: $0) })
        let table = try Self.table(builder)
        #expect(Self.probeLookup(table, "the", padding: "")?.value == ByteHashTable.noValue)
        #expect(Self.probeLookup(table, "run", padding: "")?.value == Self.value(of: 2))
    }
}
