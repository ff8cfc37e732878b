import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: the library and reading pages, the card and the phrase, as the CLI computes them.
@Suite struct ServerReadingTests {
    @Test func libraryListsEachTextWithLevelKnownShareNewWordsSizeAndProgress() async throws {
        let fixture = try ServerFixture(files: ["story.txt": ServerFixture.story, "notes/readme.md": "# Notes\n\nA short note.\n",
                                                "skip.bin": "not a text format"])
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/") }
        #expect(status == .ok)
        #expect(body.contains("<a href=\"/read?text=0/notes/readme.md\">Notes</a> <small>notes/readme.md</small>"))
        let report = try DifficultyScorer(data: ServerFixture.data).score(ServerFixture.story, tokenizer: try .init())
        #expect(body.contains("<a href=\"/read?text=0/story.txt\">story.txt</a></td><td>\(report.cefr.name)</td>"
            + "<td class=\"number\">0.0%</td><td class=\"number\">\(report.newUnique)</td><td class=\"number\">92 B</td><td class=\"number\">–</td>"))
        #expect(!body.contains("skip.bin"))
    }

    /// Issues 47 and 51: the library lists what `batch` scores in a folder: a name without an extension that
    /// holds text too, and no backup, manifest or binary file.
    @Test func theLibraryListsReadingMaterialByTheRuleBatchFollows() async throws {
        let fixture = try ServerFixture(files: ["LOOMINGS": "Call me Ishmael. Some years ago I went to sea.\n",
                                                "backup.json": "{\"terms\":[]}\n", "MANIFEST.tsv": "file\tlevel\n",
                                                "program": "\u{7F}ELF\u{2}\u{1}\u{0}\u{0}\u{0}",
                                                "story.txt": ServerFixture.story])
        let (library, page) = try await fixture.test { client in
            (try await ServerFixture.get(client, "/").body, try await ServerFixture.get(client, "/read?text=0/LOOMINGS"))
        }
        #expect(library.contains("<a href=\"/read?text=0/LOOMINGS\">LOOMINGS</a>"))
        #expect(library.contains("<a href=\"/read?text=0/story.txt\">"))
        for name in ["backup.json", "MANIFEST.tsv", "program"] { #expect(!library.contains(name)) }
        #expect(page.status == .ok)
        #expect(page.body.contains("data-k=\"Ishmael\">Ishmael</span>"))
    }

    /// Issue 51 item 11: a Markdown text's code shows as code where it stands, as `read --format html` shows it.
    @Test func aMarkdownTextShowsItsCodeAsCode() async throws {
        let fixture = try ServerFixture(files: ["install.md": "Run the installer.\n\n```\nmake <deps>\n```\n\nThen read.\n"])
        let page = try await fixture.test { try await ServerFixture.get($0, "/read?text=0/install.md") }
        #expect(page.status == .ok)
        #expect(page.body.contains("installer</span>.</p>\n<pre><code>make &lt;deps&gt;\n</code></pre>\n<p>"))
    }

    @Test func readingPageHighlightsEveryWordWithItsOffsetAndLemma() async throws {
        let fixture = try ServerFixture()
        try fixture.store.setStatus(.known, of: Term(key: "she")!, at: ServerFixture.now)
        try fixture.store.setStatus(.learning, of: Term(key: "decision")!, at: ServerFixture.now)
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/read?text=0/story.txt") }
        #expect(status == .ok)
        #expect(body.contains("<article id=\"text\" data-text=\"0/story.txt\" data-page=\"0\">\n<p><span class=\"w\" data-at=\"0\" data-k=\"she\">She</span> "
            + "<span class=\"w new\" data-at=\"4\" data-k=\"make\">made</span> <span class=\"w new\" data-at=\"9\" data-k=\"a\">a</span> "
            + "<span class=\"w learning\" data-at=\"11\" data-k=\"decision\">decision</span>"))
        #expect(body.contains("<footer>19 words · 5.3% known · 13 <span class=\"new\">new</span> (17 times) · 1 <span class=\"learning\">learning</span></footer>"))
        #expect(body.contains("<span>Page 1 of 1</span>"))
        // Showing a page moves no reading position: its script saves it with a POST (ServerBoundsTests).
        let position = try fixture.store.readingPosition(of: fixture.library.appendingPathComponent("story.txt").resolvingSymlinksInPath().path)
        #expect(position == nil)
    }

    @Test func textFromAFileIsEscapedOnThePage() async throws {
        let fixture = try ServerFixture(files: ["attack.txt": "Read <script>alert(\"x\")</script> & <img src=x onerror=alert(1)> now.\n"])
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/read?text=0/attack.txt") }
        #expect(status == .ok)
        #expect(!body.contains("<script>alert"))
        #expect(!body.contains("<img"))
        #expect(body.contains("&lt;<span class=\"w new\" data-at=\"6\" data-k=\"script\">script</span>&gt;"))
    }

    @Test func aLongTextIsPagedAtSentenceEndsAndThePageShowsItsPlace() async throws {
        let sentence = "The quiet river carried small boats past the old mill every morning.\n"
        let fixture = try ServerFixture(files: ["long.txt": String(repeating: sentence, count: 600)])
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/read?text=0/long.txt&page=2") }
        let pages = (sentence.utf8.count * 600 + LibraryText.pageSize - 1) / LibraryText.pageSize
        #expect(status == .ok)
        #expect(body.contains("<span>Page 2 of \(pages)</span>"))
        #expect(body.contains("<a href=\"/read?text=0/long.txt&amp;page=1\" rel=\"prev\">← Previous</a>"))
        // Each page starts where a sentence starts.
        let offset = try #require(body.firstMatch(of: /data-at="(\d+)"/)).1
        #expect(Int(offset)! % sentence.utf8.count == 0)
    }

    @Test func theCardIsDefineAtForTheTappedWord() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/api/card?text=0/story.txt&at=4") }
        #expect(status == .ok)
        let card = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(card["term"] as? String == "made")
        #expect(card["lemma"] as? String == "make")
        #expect(card["status"] as? String == "new")
        let senses = try #require(card["senses"] as? [[String: Any]])
        #expect(senses.first?["pos"] as? String == "verb")
        #expect((card["frequency"] as? [String: Any])?["band"] as? String == "essential")
    }

    @Test func shiftClickExpandsToThePhraseAsReaderExpandDoes() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/api/expand?text=0/story.txt&at=4") }
        #expect(status == .ok)
        #expect(body == "{\"at\":4,\"start\":4,\"end\":19,\"text\":\"made a decision\",\"lemma\":\"make a decision\",\"source\":\"lexicon\",\"score\":1}\n")
    }

    /// Issue 47: the phrase's card has what `reader define "PHRASE" --format json` gives (senses, pronunciation,
    /// frequency, level, status), not only its words; a word on its own keeps the word's card.
    @Test func thePhrasesCardIsDefineOfThePhrase() async throws {
        let fixture = try ServerFixture()
        try fixture.store.setStatus(.learning, of: Term(key: "make a decision")!, at: ServerFixture.now)
        let (phrase, word) = try await fixture.test { client in
            (try await ServerFixture.get(client, "/api/card?text=0/story.txt&at=4&phrase=1"),
             try await ServerFixture.get(client, "/api/card?text=0/story.txt&at=0&phrase=1").body)
        }
        #expect(phrase.status == .ok)
        let dictionary = try EnglishDictionary(location: ServerFixture.data.location)
        let entry = try #require(dictionary.entry(for: "made a decision", lemma: "make a decision"))
        #expect(phrase.body.trimmingCharacters(in: .newlines) == DictionaryJSON.entry(CardFacts(entry: entry, status: .learning)))
        let card = try #require(try JSONSerialization.jsonObject(with: Data(phrase.body.utf8)) as? [String: Any])
        #expect(card["term"] as? String == "made a decision")
        #expect(card["status"] as? String == "learning")
        #expect((card["senses"] as? [[String: Any]])?.isEmpty == false)
        #expect(word.hasPrefix("{\"term\":\"She\",\"lemma\":\"she\""))
    }

    @Test(arguments: [
        ("/api/card?text=0/story.txt", "the query needs 'at'"),
        ("/api/card?text=0/story.txt&at=x", "'at' must be a whole number from 0 to 2147483647"),
        ("/api/card?text=0/story.txt&at=3", "no word at byte 3 (found space)"),
        ("/api/card?text=0/story.txt&at=5000", "offset 5000 is outside the text (0..<92)"),
        ("/api/expand?at=4", "the query needs 'text'"),
    ])
    func badRequestsAreRefusedWithAMessage(uri: String, message: String) async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, uri) }
        #expect(status == .badRequest)
        #expect(body == "{\"error\":\(JSONString.quoted(message))}\n")
    }
}
