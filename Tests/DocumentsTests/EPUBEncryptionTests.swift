import Documents
import Testing

/// Issue 46: an EPUB whose META-INF/encryption.xml encrypts its content documents (DRM) was read as
/// garbage; it is refused. Fonts that are only obfuscated (IDPF, Adobe) are not DRM: the book is read.
@Suite("Documents: encrypted EPUBs (issue 46)")
struct EPUBEncryptionTests {
    static func encryption(_ entries: [(algorithm: String, uri: String)]) -> String {
        let data = entries.map { entry in
            """
            <enc:EncryptedData><enc:EncryptionMethod Algorithm="\(entry.algorithm)"/><enc:CipherData>\
            <enc:CipherReference URI="\(entry.uri)"/></enc:CipherData></enc:EncryptedData>
            """
        }
        return """
            <?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
            xmlns:enc="http://www.w3.org/2001/04/xmlenc#">\(data.joined())</encryption>
            """
    }

    static let aes = "http://www.w3.org/2001/04/xmlenc#aes128-cbc"
    static let idpfFonts = "http://www.idpf.org/2008/embedding"
    static let adobeFonts = "http://ns.adobe.com/pdf/enc#RC"

    @Test(arguments: [
        // Adobe ADEPT and Readium LCP list every content document, encrypted with AES.
        ([(aes, "OEBPS/chapter.xhtml"), (aes, "OEBPS/fonts/serif.otf")], "OEBPS/chapter.xhtml"),
        // Percent-encoded, as URIs are.
        ([(aes, "OEBPS/chapter%2Exhtml")], "OEBPS/chapter.xhtml"),
        // Whatever the algorithm: a content document in the list is not its text.
        ([(idpfFonts, "OEBPS/chapter.xhtml")], "OEBPS/chapter.xhtml"),
    ] as [([(String, String)], String)])
    func aBookWhoseContentIsEncryptedIsRefused(entries: [(String, String)], path: String) throws {
        let book = try EPUBBuilder(chapters: [("chapter.xhtml", "\u{1}\u{7F}x\u{3}q<\u{2}garbage\u{5}")],
                                   extra: [("META-INF/encryption.xml", Self.encryption(entries.map { ($0.0, $0.1) }))])
        defer { book.remove() }
        #expect(throws: DocumentError.encrypted(path)) { try DocumentExtractor.extract(epubAt: book.path) }
    }

    @Test(arguments: [idpfFonts, adobeFonts, aes])
    func aBookWhoseFontsAloneAreEncryptedIsRead(algorithm: String) throws {
        let book = try EPUBBuilder(chapters: [("chapter.xhtml", EPUBBuilder.xhtml("<h1>One</h1><p>Plain words.</p>"))],
                                   extra: [("META-INF/encryption.xml", Self.encryption([(algorithm, "OEBPS/fonts/serif.otf")])),
                                           ("OEBPS/fonts/serif.otf", "\u{1}\u{2}mangled")])
        defer { book.remove() }
        #expect(try DocumentExtractor.extract(epubAt: book.path).text == "One\n\nPlain words.")
    }

    @Test func theMessageSaysTheBookIsEncrypted() {
        #expect(DocumentError.encrypted("OEBPS/chapter.xhtml").description
            == "refused: the book is encrypted (DRM) and cannot be read ('OEBPS/chapter.xhtml')")
    }
}
