import ReaderEngine

/// The review page: the deck and cram filters, then the card its script asks the `ReviewDesk` for
/// (a cloze of the captured sentence), the reveal, the four grades with their colour and word, the
/// toast with the next interval, and what is left with the Brain Boost marker.
enum ReviewPage {
    static func html(decks: [(name: String, terms: Int)], deck: String?, cram: Bool, token: String) -> String {
        var options = "<option value=\"\"\(deck == nil ? " selected" : "")>All cards</option>"
        for entry in decks {
            options += "<option value=\"\(HTMLText.escaped(entry.name))\"\(entry.name == deck ? " selected" : "")>"
                + "\(HTMLText.escaped(entry.name)) (\(NumberText.grouped(entry.terms)))</option>"
        }
        let grades = Rating.allCases.map { rating in
            "<button type=\"button\" class=\"grade \(rating.name)\" data-rating=\"\(rating.rawValue)\" title=\"\(rating.rawValue)\">"
                + "\(rating.rawValue) \(rating.name.capitalized)</button>"
        }.joined(separator: " ")
        let main = """
            <main class="review">
            <h1>Review</h1>
            <form class="filters" method="get" action="/review">
            <label>Deck <select name="deck">\(options)</select></label>
            <label><input type="checkbox" name="cram" value="1"\(cram ? " checked" : "")> Cram (cards not due; their schedule stays)</label>
            <button type="submit">Start</button>
            </form>
            <p class="toast" id="toast" role="status" aria-live="polite"></p>
            <section class="review-card" id="review" data-deck="\(HTMLText.escaped(deck ?? ""))" data-cram="\(cram ? 1 : 0)">
            <div class="prompt" id="prompt">Loading…</div>
            <div class="answer" id="answer" hidden></div>
            <p class="actions"><button type="button" id="reveal" title="Space or Enter">Show answer</button></p>
            <p class="grades" id="grades" hidden>\(grades)</p>
            </section>
            <p class="progress" id="progress"></p>
            <p class="hint">Space shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy. A card graded Again comes back \
            in this session (Brain Boost) until answered right twice in a row.</p>
            </main>
            """
        return PageShell.page(title: "Review", token: token, script: "review.js", main: main)
    }
}
