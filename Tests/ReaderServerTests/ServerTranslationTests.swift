import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 49: the browser's card and review speak the learner's language (`reader serve --native`), the
/// words of the sense the sentence gives the word.
@Suite struct ServerTranslationTests {
    static func arabic() throws -> NativeDictionary {
        let catalog = try TranslationCatalog(location: ServerFixture.data.location)
        return try NativeDictionary(language: catalog.language(named: "ar"), catalog: catalog)
    }

    @Test func theCardCarriesTheSensesWordsWithTheirDirection() async throws {
        let fixture = try ServerFixture(files: ["bank.txt": "We sat on the bank of the river.\n"], native: try Self.arabic())
        let card = try await fixture.test { client in try await ServerFixture.get(client, "/api/card?text=0/bank.txt&at=14").body }
        #expect(card.contains(#""translation":{"language":"arb","language_name":"Arabic","direction":"rtl","words":["ضِفّة"],"source":"omw-arb","sense_matched":true,"label":"Arabic"}"#))
    }

    @Test func withoutALanguageTheCardIsEnglishOnly() async throws {
        let fixture = try ServerFixture(files: ["bank.txt": "We sat on the bank of the river.\n"])
        let card = try await fixture.test { client in try await ServerFixture.get(client, "/api/card?text=0/bank.txt&at=14").body }
        #expect(card.contains(#""status":"new","translation":null}"#))
    }
}
