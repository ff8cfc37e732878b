/// The compiled data file (`Corpora/compiled/language.rdat`), mapped and validated.
struct CompiledData: Sendable {
    static let path = "compiled/language.rdat"

    private let sections: [DataFileLayout.Kind: KeyedSection]

    /// Maps `path` and checks its header and that every section is there.
    init(path: String) throws(DataError) {
        let file = try MappedFile(path: path)
        let entries: [DataFileLayout.Entry]
        do {
            entries = try DataFileLayout.decode(file.bytes)
        } catch {
            throw .malformed(path: path, reason: error.description)
        }
        var sections: [DataFileLayout.Kind: KeyedSection] = [:]
        for entry in entries {
            if let kind = DataFileLayout.Kind(rawValue: entry.kind) { sections[kind] = KeyedSection(file: file, entry: entry) }
        }
        if let missing = DataFileLayout.Kind.allCases.first(where: { sections[$0] == nil }) {
            throw .malformed(path: path, reason: DataFileError.missingSection("\(missing)").description)
        }
        self.sections = sections
    }

    subscript(kind: DataFileLayout.Kind) -> KeyedSection { sections[kind]! }
}
