import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 51 item 2: every served page follows the dark theme. The colours are read back out of the
/// stylesheet served at `/static/reader.css` and measured (WCAG 2 contrast): text 4.5:1 on what it sits
/// on, control edges and graphics 3:1. Before the fix the card and the capture panel stayed white
/// (`Canvas`) and links kept the browser's #0000EE, about 2:1 on #121212.
@Suite struct DarkThemeTests {
    static let css = PageShell.stylesheet(ServerFixture.assets)

    /// The declarations of the rules whose selector is exactly `selector` (after `marker`), as property -> value;
    /// the first rule that sets a property wins.
    static func declarations(of selector: String, after marker: String = "") -> [String: String] {
        let text = "}" + css
        var rest = marker.isEmpty ? text[...] : text[text.range(of: marker)!.upperBound...]
        var found: [String: String] = [:]
        while let open = rest.range(of: selector + "{") {
            let before = open.lowerBound > text.startIndex ? text[text.index(before: open.lowerBound)] : "}"
            let body = rest[open.upperBound...].prefix { $0 != "}" }
            if before == "\n" || before == "}" {
                for declaration in body.split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1).map(String.init)
                    if parts.count == 2, found[parts[0]] == nil { found[parts[0]] = parts[1] }
                }
            }
            rest = rest[open.upperBound...]
        }
        return found
    }

    static func rgb(_ value: String?) throws -> RGB {
        let hex = try #require(value.flatMap { $0.hasPrefix("#") && $0.count == 7 ? UInt32($0.dropFirst(), radix: 16) : nil })
        return RGB(hex)
    }

    /// The three ways a page is themed: light by default, dark by class, dark by the browser's scheme.
    static let themes: [(selector: String, marker: String, theme: Theme)] = [
        ("body", "", .light), ("body.dark", "", .dark), ("body:not(.light)", "@media (prefers-color-scheme:dark){", .dark),
    ]

    struct Pair: Sendable, CustomTestStringConvertible {
        let foreground: String
        let background: String
        let minimum: Double
        var testDescription: String { "\(foreground) on \(background) >= \(minimum)" }
    }

    static let pairs: [Pair] = [
        Pair(foreground: "color", background: "background", minimum: 4.5),
        Pair(foreground: "--link", background: "background", minimum: 4.5),
        Pair(foreground: "--link", background: "--panel", minimum: 4.5),
        Pair(foreground: "--ink", background: "--panel", minimum: 4.5),
        Pair(foreground: "--problem", background: "background", minimum: 4.5),
        Pair(foreground: "--problem", background: "--panel", minimum: 4.5),
        Pair(foreground: "--border", background: "background", minimum: 3),
        Pair(foreground: "--border", background: "--panel", minimum: 3),
    ]

    @Test("the served colours of every theme keep their WCAG minimums", arguments: pairs)
    func served(_ pair: Pair) throws {
        for (selector, marker, theme) in Self.themes {
            let rules = Self.declarations(of: selector, after: marker)
            let ratio = try Self.rgb(rules[pair.foreground]).contrast(with: Self.rgb(rules[pair.background]))
            #expect(ratio >= pair.minimum, "\(selector): \(ratio)")
            #expect(rules["color-scheme"] == theme.rawValue, "\(selector)")
        }
    }

    @Test("the dark theme's colours are the palette's")
    func darkIsThePalette() throws {
        for (selector, marker, _) in Self.themes.dropFirst() {
            let rules = Self.declarations(of: selector, after: marker)
            #expect(try Self.rgb(rules["background"]) == Palette.dark.page)
            #expect(try Self.rgb(rules["--link"]) == RGB(0x8AB4F8))
            #expect(try Self.rgb(rules["--panel"]) == RGB(0x1A1A1A))
            #expect(try Self.rgb(rules["--link"]).contrast(with: Palette.dark.page) > 8.8)
        }
    }

    /// The page's parts take the theme's properties: the card, the capture panel, links, buttons, fields.
    @Test("links, buttons, fields, the card and problems read the theme", arguments: [
        "\na{color:var(--link)}\n",
        "\nbutton,input,textarea,select{background:var(--panel);color:inherit;border:1px solid var(--border);",
        "background:var(--panel);border-top:2px solid var(--border);",
        "box-shadow:0 -4px 12px #0003;color:var(--ink)}",
        "\n.problem{color:var(--problem)}\n",
        ".chart .reference-label{fill:var(--problem)}",
    ])
    func rules(_ rule: String) {
        #expect(Self.css.contains(rule))
    }

    @Test("no colour of the browser's own: no Canvas, no default link blue")
    func noSystemColours() {
        #expect(!Self.css.contains("Canvas"))
        #expect(!Self.css.contains("#0000EE"))
    }

    /// Fixed colours of the review and stats pages, measured on both pages they can sit on.
    @Test("grade buttons and chart marks on both themes", arguments: [
        (".grade.again", "color", "background", 4.5), (".grade.hard", "color", "background", 4.5),
        (".grade.good", "color", "background", 4.5), (".grade.easy", "color", "background", 4.5),
        (".chart .curve", "stroke", "", 3), (".chart .point", "fill", "", 3), (".chart .bar", "fill", "", 3),
    ])
    func fixed(_ selector: String, _ foreground: String, _ background: String, _ minimum: Double) throws {
        let rules = Self.declarations(of: selector)
        let color = try Self.rgb(rules[foreground])
        let grounds = background.isEmpty ? [Palette.light.page, Palette.dark.page] : [try Self.rgb(rules[background])]
        for ground in grounds { #expect(color.contrast(with: ground) >= minimum, "\(selector) \(color) on \(ground)") }
    }

    @Test("the capture overlay takes the palette's colours")
    func overlay() {
        let source = ServerFixture.assets.text("capture.js", json: ["engine": BrowserFacts.json])
        for old in ["#E3F2FD", "#FFF9C4", "#0D47A1", "#3E2F00", "Canvas"] { #expect(!source.contains(old), "\(old)") }
        #expect(source.contains("const ENGINE = \(BrowserFacts.json);"))
        #expect(BrowserFacts.json.contains(##""dark":{"border":"#8A8A8A","colorScheme":"dark","ink":"#E6E6E6","learningBackground":"#FBC02D","##))
        #expect(BrowserFacts.json.contains(##""light":{"border":"#767676","colorScheme":"light","ink":"#1A1A1A","learningBackground":"#D97706","##
            + ##""learningText":"#000000","newBackground":"#4A90E2","newText":"#000000","newUnderline":"#0A2A66","panel":"#FFFFFF","problem":"#B00020"}"##))
        #expect(source.contains("new: { background: WORDS.newBackground, color: WORDS.newText,"))
        #expect(source.contains("textDecoration: `underline dotted ${WORDS.newUnderline} 2px`"))
        #expect(source.contains("textDecoration: \"underline dashed\""))
        #expect(source.contains(#"const SCHEME = matchMedia("(prefers-color-scheme: dark)").matches ? ENGINE.themes.dark : ENGINE.themes.light;"#))
    }
}
