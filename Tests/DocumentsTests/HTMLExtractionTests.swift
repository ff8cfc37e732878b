import Documents
import Foundation
import Testing

@Suite("Documents: HTML pages")
struct HTMLExtractionTests {
    @Test func theArticleIsWhatPandocReadsOfItsBodyUnderItsHeading() throws {
        let document = try DocumentExtractor.extract(try DocumentFixtures.bytes("emma-article.html"), format: .html)
        let oracle = try String(contentsOfFile: DocumentFixtures.path("emma-article.pandoc.txt"), encoding: .utf8)
        #expect(DocumentFixtures.words(document.text) == ["Emma", "the", "opening"] + DocumentFixtures.words(oracle))
        // Issue 51 item 12: the article's own heading, not the <title> with the site's name after it.
        #expect(document.title == "Emma, the opening")
        #expect(document.language == "en")
        #expect(document.sections.map(\.title) == ["Emma, the opening"])
        #expect(document.paragraphs.count == 15)
        #expect(document.paragraphs.first == 0..<17)
    }

    /// Issue 51 item 12: what `pandoc -s` writes: the author's meta, an empty `lang`, the title with a site's name.
    @Test func aPandocPageGivesItsAuthorTitleAndNoEmptyLanguage() throws {
        let html = """
            <!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" lang="" xml:lang=""><head><meta charset="utf-8" />
            <meta name="generator" content="pandoc" /><meta name="author" content="Jane  Austen" /><title>Emma – Project Site</title>
            </head><body><header id="title-block-header"><h1 class="title">Emma</h1><p class="author">Jane Austen</p></header>
            <p>Emma Woodhouse, handsome, clever, and rich.</p></body></html>
            """
        let document = try DocumentExtractor.extract(Array(html.utf8), format: .html)
        #expect(document.title == "Emma")
        #expect(document.author == "Jane Austen")
        #expect(document.language == nil)
    }

    @Test(arguments: [
        ("<title>Emma | The Daily Reader</title></head><body><h1>The Daily Reader</h1>", "Emma | The Daily Reader"),
        ("<title>Emma: Chapter One</title></head><body><h1>Emma</h1>", "Emma"),
        ("<title>Emmanuelle</title></head><body><h1>Emma</h1>", "Emmanuelle"),
        ("</head><body><h1>Only a heading</h1>", "Only a heading"),
        ("<title>  </title></head><body><h1>Heading</h1>", "Heading"),
    ])
    func theTitleIsTheArticlesHeadingWhenTheTitleAddsASiteName(head: String, title: String) throws {
        let html = "<html><head>" + head + "<p>Some words of the article.</p></body></html>"
        #expect(try DocumentExtractor.extract(Array(html.utf8), format: .html).title == title)
    }

    @Test(arguments: ["cookies", "Accept", "News", "Sport", "Share on", "Most read", "First! Great", "Copyright", "tracking code", "serif"])
    func pageFurnitureIsLeftOut(text: String) throws {
        let document = try DocumentExtractor.extract(try DocumentFixtures.bytes("emma-article.html"), format: .html)
        #expect(!document.text.contains(text))
    }

    @Test func blocksBecomeParagraphsAndEntitiesAreDecoded() throws {
        let html = """
            <html><body><main><h2>Menu &amp; prices</h2><p>Tea&nbsp;<b>and</b>
            cake,   &#8364;5.</p><ul><li>One</li><li>Two <i>items</i></li></ul>
            <table><tr><th>Day</th><th>Open</th></tr><tr><td>Monday</td><td>9&ndash;5</td></tr></table>
            <blockquote><p>Quoted words.</p></blockquote>Loose text<br>after a break</main></body></html>
            """
        let document = try DocumentExtractor.extract(Array(html.utf8), format: .html)
        #expect(document.text.components(separatedBy: "\n\n") == [
            "Menu & prices", "Tea and cake, €5.", "• One", "• Two items", "Day | Open", "Monday | 9–5", "Quoted words.", "Loose text after a break",
        ])
        #expect(document.sections == [.init(title: "Menu & prices", range: 0..<document.text.utf8.count)])
    }

    @Test func aPageThatDeclaresTheWrongEncodingIsReadAsTheUTF8ItIs() throws {
        let document = try DocumentExtractor.extract(try DocumentFixtures.bytes("wrong-encoding.html"), format: .html)
        #expect(document.text == "A café in Zürich serves crème brûlée.")
        #expect(document.title == "Café")
    }

    @Test func aLatin1PageIsReadByItsDeclaration() throws {
        let html: [UInt8] = Array("<html><head><meta charset=\"iso-8859-1\"></head><body><p>caf".utf8) + [0xE9] + Array("</p></body></html>".utf8)
        #expect(try DocumentExtractor.extract(html, format: .html).text == "café")
    }

    @Test func textBeyondTheLimitIsRefused() {
        let html = "<html><body><p>" + String(repeating: "word ", count: 1000) + "</p></body></html>"
        #expect(throws: DocumentError.textTooLarge(limit: 1000)) { try DocumentExtractor.extract(Array(html.utf8), format: .html, limit: 1000) }
    }

    /// Issue 30: a page's own address, for the source of a capture made in it.
    @Test(arguments: [
        (#"<link rel="canonical" href="https://news.example/a"><meta property="og:url" content="https://og.example/a">"#, "https://news.example/a"),
        (#"<meta property="og:url" content="http://og.example/a">"#, "http://og.example/a"),
        (#"<link rel="alternate canonical" href=" https://news.example/b ">"#, "https://news.example/b"),
        (#"<link rel="canonical" href="javascript:alert(1)">"#, nil),
        (#"<link rel="stylesheet" href="https://news.example/style.css">"#, nil),
    ])
    func thePageURLIsItsCanonicalLinkElseItsOpenGraphURL(head: String, url: String?) throws {
        let page = "<!DOCTYPE html><html><head><title>T</title>\(head)</head><body><p>Some words of the article.</p></body></html>"
        #expect(try DocumentExtractor.extract(Array(page.utf8), format: .html).url == url)
    }

    /// Whitespace is collapsed on the bytes (issue 30's speed work): every White_Space scalar, ASCII or
    /// not, becomes one space between words, and other characters of any length are kept as written.
    @Test(arguments: [
        ("a\u{00A0}\u{00A0}b", "a b"),
        (" café\u{3000}naïve\n\t日本 ", "café naïve 日本"),
        ("𝒜\u{2028}b\u{0085}c\u{202F}d", "𝒜 b c d"),
        ("e\u{0301}\u{200B}f", "e\u{0301}\u{200B}f"),
    ])
    func whitespaceOfAnyKindCollapsesToOneSpace(paragraph: String, text: String) throws {
        let page = "<!DOCTYPE html><html><body><p>\(paragraph)</p></body></html>"
        #expect(try DocumentExtractor.extract(Array(page.utf8), format: .html).text == text)
    }
}
