import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Rendering: HTML click-cards")
struct HTMLCardsTests {
    let cards = HTMLCards(dictionary: DictionaryFixture.dictionary)

    @Test func dataHoldsOnlyTheHighlightedWordsOfThePage() throws {
        // home is New, she and run Known: only home gets card data.
        let data = cards.data(for: try RenderFixture.sheRanHome())
        #expect(data.hasPrefix(#"{"home":{"ipa":["hoʊm"],"senses":[{"pos":"noun","gloss":"where you live at a particular time"}"#))
        #expect(data.hasSuffix(#""senses_of":null,"badge":"Essential","rank":145,"cefr":"A2","facts":"Essential (rank 145) · A2","status":"new"}}"#))
        #expect(!data.contains("\"run\""))
    }

    @Test func savedPhraseIsKeyedByItsLemmaWithItsHeadWordsSenses() throws {
        let data = cards.data(for: try RenderFixture.decision())
        #expect(data.contains(#""make a decision":{"ipa":["meɪk ə dɪˈsɪʒən"]"#))
        #expect(data.contains(#""senses_of":"decision","badge":"Essential","rank":638,"cefr":"B1","facts":"Essential (rank 638) · B1","status":"learning"}"#))
    }

    @Test func pageEmbedsDataCardAndScriptAndNothingClosesTheScript() throws {
        var renderer = HTMLRenderer(theme: .light)
        renderer.cards = cards
        let page = renderer.render(try AnnotationFixture.annotate("A </script><b> quixotic plan.", .empty))
        #expect(page.contains("<div id=\"reader-card\" role=\"dialog\""))
        #expect(page.contains("<script type=\"application/json\" id=\"reader-cards\">{"))
        #expect(page.contains("w.addEventListener('keydown'"))
        let data = try #require(page.split(separator: "id=\"reader-cards\">").last?.split(separator: "</script>").first)
        #expect(!data.contains("<"))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        #expect(!HTMLRenderer(theme: .light).render(try RenderFixture.sheRanHome()).contains("reader-card"))
    }
}
