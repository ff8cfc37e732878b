import Testing
@testable import ReaderCore

/// `OrderedJSONEncoder` writes what the CLI's JSON printers write: keys in the order they are encoded, nil as
/// null, strings escaped by `JSONString`, one line.
@Suite("Printing: ordered JSON encoder")
struct OrderedJSONEncoderTests {
    struct Declared: Encodable {
        var zeta = 1
        var alpha = "a"
        var middle: [Int] = [3, 1, 2]
    }

    struct WithNil: Encodable {
        var term = "bank"
        var was: WordStatus? = nil
        var batch: Int64? = 7
        var source: String? = nil
    }

    struct Renamed: Encodable {
        var capturesRemoved = 2
        var boostTarget: Int? = nil
        enum CodingKeys: String, CodingKey {
            case capturesRemoved = "captures_removed"
            case boostTarget = "boost_target"
        }
    }

    struct Nested: Encodable {
        struct Inner: Encodable {
            var status = WordStatus.learning
            var flags = [true, false]
        }

        var inner = Inner()
        var list = [Inner(), Inner(status: .known, flags: [])]
        var empty: [String] = []
        var nothing: [String]? = nil
    }

    /// Written as an array, as the web page's highlights are.
    struct Tuple: Encodable {
        enum Key: String, CodingKey { case zeta }

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(3)
            try fields.encode("new")
            try fields.encodeNil()
            var inner = fields.nestedContainer(keyedBy: Key.self)
            try inner.encode(1, forKey: .zeta)
        }
    }

    /// More members than an object scans for a key, two of them written again: each keeps its place.
    struct ManyKeys: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: NamedCodingKey.self)
            for index in 0..<20 { try container.encode(index, forKey: NamedCodingKey("k\(index)")) }
            try container.encode(99, forKey: NamedCodingKey("k3"))
            try container.encode("x", forKey: NamedCodingKey("k19"))
        }
    }

    struct Numbers: Encodable {
        var half = 0.5
        var whole = 2.0
        var tiny = 0.00001
        var negative = Int8(-3)
        var large = UInt64.max
    }

    @Test("keys in order, nil as null, nesting", arguments: [
        (Tag.declared, #"{"zeta":1,"alpha":"a","middle":[3,1,2]}"#),
        (Tag.withNil, #"{"term":"bank","was":null,"batch":7,"source":null}"#),
        (Tag.renamed, #"{"captures_removed":2,"boost_target":null}"#),
        (Tag.nested, #"{"inner":{"status":"learning","flags":[true,false]},"list":[{"status":"learning","flags":[true,false]},{"status":"known","flags":[]}],"empty":[],"nothing":null}"#),
        (Tag.tuple, #"[3,"new",null,{"zeta":1}]"#),
        (Tag.numbers, #"{"half":0.5,"whole":2.0,"tiny":1e-05,"negative":-3,"large":18446744073709551615}"#),
        (Tag.topLevelString, #""a/b""#),
        (Tag.manyKeys, #"{"k0":0,"k1":1,"k2":2,"k3":99,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k18":18,"k19":"x"}"#),
    ])
    func writes(_ tag: Tag, _ expected: String) throws {
        #expect(try tag.encoded() == expected)
    }

    @Test("strings are escaped as JSONString escapes them: no raw control or bidi character", arguments: [
        ("say \"hi\"\n", #""say \"hi\"\n""#),
        ("\u{1B}[31mred", #""\u001b[31mred""#),
        ("\u{202E}evil", #""\u202eevil""#),
        ("a/b é 中", #""a/b é 中""#),
    ])
    func escapes(_ text: String, _ expected: String) throws {
        let encoded = try OrderedJSONEncoder().encode(text)
        #expect(encoded == expected)
        #expect(encoded == JSONString.quoted(text))
    }

    @Test("a number JSON cannot write is an error, not a broken document", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(_ value: Double) {
        #expect(throws: EncodingError.self) { try OrderedJSONEncoder().encode(["score": value]) }
    }

    enum Tag: CaseIterable, Sendable {
        case declared, withNil, renamed, nested, tuple, numbers, topLevelString, manyKeys

        func encoded() throws -> String {
            let encoder = OrderedJSONEncoder()
            return switch self {
            case .declared: try encoder.encode(Declared())
            case .withNil: try encoder.encode(WithNil())
            case .renamed: try encoder.encode(Renamed())
            case .nested: try encoder.encode(Nested())
            case .tuple: try encoder.encode(Tuple())
            case .numbers: try encoder.encode(Numbers())
            case .topLevelString: try encoder.encode("a/b")
            case .manyKeys: try encoder.encode(ManyKeys())
            }
        }
    }
}
