import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 51 item 15: what a new user trips on in the browser.
@Suite struct ServerSmallThingsTests {
    /// Every page links its icon, and the address browsers ask for by themselves answers it (no 404).
    @Test(arguments: ["/favicon.svg", "/favicon.ico"])
    func theFaviconIsServed(path: String) async throws {
        let fixture = try ServerFixture()
        let (icon, type, library) = try await fixture.test { client in
            let (status, type, body) = try await client.execute(uri: path, method: .get) {
                ($0.status, $0.headers[.contentType], String(buffer: $0.body))
            }
            #expect(status == .ok)
            return (body, type, try await ServerFixture.get(client, "/").body)
        }
        #expect(type == "image/svg+xml")
        #expect(icon.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\">"))
        #expect(library.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"))
    }

    /// The review page's last line: "Session done. The next card is due in 1 minute." The script makes a
    /// sentence of the engine's phrase, so the two are pinned together here.
    @Test func theNextCardLineIsASentence() {
        #expect(DurationText.nextCardDue(ServerFixture.now + 60, now: ServerFixture.now) == "next card due in 1 minute")
        #expect(ServerFixture.assets.text("review.js").contains(#"state.next_due.replace(/^next card due/, "The next card is due")}.`"#))
        #expect(!ServerFixture.assets.text("review.js").contains("The ${state.next_due}"))
    }

    /// At 390 px the library table scrolls inside its own box, and its titles wrap, rather than widen the page.
    @Test func theLibraryTableHasItsOwnBox() async throws {
        let fixture = try ServerFixture()
        let library = try await fixture.test { try await ServerFixture.get($0, "/").body }
        #expect(library.contains("<div class=\"table-box\"><table class=\"library\">"))
        #expect(library.contains("</table></div>"))
        #expect(PageShell.stylesheet(ServerFixture.assets).contains(".table-box{overflow-x:auto;max-width:100%}"))
        #expect(PageShell.stylesheet(ServerFixture.assets).contains("table.library td:first-child{overflow-wrap:anywhere}"))
    }
}
