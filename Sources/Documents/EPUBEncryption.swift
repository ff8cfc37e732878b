/// META-INF/encryption.xml: the archive paths a book encrypts. A content document there is DRM and the
/// book cannot be read (its bytes would come out as garbage); fonts there are only obfuscated (the IDPF
/// and Adobe manglings, which are not DRM) and are never read, so they do not matter.
struct EPUBEncryption {
    static let path = "META-INF/encryption.xml"

    private let encrypted: Set<String>

    init(archive: inout EPUBArchive) throws(DocumentError) {
        guard archive.contains(Self.path) else {
            encrypted = []
            return
        }
        guard let root = try MarkupDocument.xml(try archive.read(Self.path))?.root else {
            throw .malformed(.epub, "\(Self.path) is not well-formed XML")
        }
        // Each EncryptedData names its file in CipherData/CipherReference, relative to the archive's root;
        // a path outside the archive names nothing that is read.
        encrypted = Set(root.all(named: "CipherReference").compactMap { reference in
            reference.attribute("URI").flatMap { try? EPUBArchive.resolve($0, relativeTo: "") }
        })
    }

    /// Throws when the document at this archive path is encrypted.
    func checkReadable(_ path: String) throws(DocumentError) {
        if encrypted.contains(path) { throw .encrypted(path) }
    }
}
