@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Testing

/// Issue 51 items 1 and 2: every colour pair of both themes measured with the WCAG 2 contrast ratio
/// (`RGB.contrast(with:)`, relative luminance in sRGB). Text needs 4.5:1 on what it sits on; a highlight,
/// an underline or a control's edge needs 3:1 against what surrounds it (WCAG 1.4.11), so a New or
/// Learning word is seen without Pattern Mode. The light theme's old fills (#E3F2FD 1.14:1 and
/// #FFF9C4 1.07:1 on white) fail these rows.
@Suite("Palette contrast")
struct PaletteContrastTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let theme: Theme
        let name: String
        let foreground: @Sendable (Palette) -> RGB
        let background: @Sendable (Palette) -> RGB
        let minimum: Double
        var testDescription: String { "\(theme) \(name) >= \(minimum)" }
    }

    static let pairs: [Pair] = Theme.allCases.flatMap { theme in [
        Pair(theme: theme, name: "New text on its fill", foreground: \.newText, background: \.newBackground, minimum: 4.5),
        Pair(theme: theme, name: "Learning text on its fill", foreground: \.learningText, background: \.learningBackground, minimum: 4.5),
        Pair(theme: theme, name: "New fill on the page", foreground: \.newBackground, background: \.page, minimum: 3),
        Pair(theme: theme, name: "Learning fill on the page", foreground: \.learningBackground, background: \.page, minimum: 3),
        Pair(theme: theme, name: "New fill on the panel", foreground: \.newBackground, background: \.panel, minimum: 3),
        Pair(theme: theme, name: "Learning fill on the panel", foreground: \.learningBackground, background: \.panel, minimum: 3),
        Pair(theme: theme, name: "New underline on its fill", foreground: \.newUnderline, background: \.newBackground, minimum: 3),
        Pair(theme: theme, name: "Learning underline (its text colour) on its fill", foreground: \.learningText,
             background: \.learningBackground, minimum: 3),
        Pair(theme: theme, name: "text on the page", foreground: \.ink, background: \.page, minimum: 4.5),
        Pair(theme: theme, name: "text on the panel", foreground: \.ink, background: \.panel, minimum: 4.5),
        Pair(theme: theme, name: "links on the page", foreground: \.link, background: \.page, minimum: 4.5),
        Pair(theme: theme, name: "links on the panel", foreground: \.link, background: \.panel, minimum: 4.5),
        Pair(theme: theme, name: "control edges on the page", foreground: \.border, background: \.page, minimum: 3),
        Pair(theme: theme, name: "control edges on the panel", foreground: \.border, background: \.panel, minimum: 3),
        Pair(theme: theme, name: "problems on the page", foreground: \.problem, background: \.page, minimum: 4.5),
        Pair(theme: theme, name: "problems on the panel", foreground: \.problem, background: \.panel, minimum: 4.5),
    ] }

    @Test("every pair of both themes keeps its WCAG minimum", arguments: pairs)
    func pair(_ pair: Pair) {
        let palette = Palette.of(pair.theme)
        let ratio = pair.foreground(palette).contrast(with: pair.background(palette))
        #expect(ratio >= pair.minimum, "\(pair.foreground(palette)) on \(pair.background(palette)): \(ratio)")
    }

    /// The measured ratios of the highlights, so a palette change shows up as a diff here.
    @Test("highlight ratios, measured", arguments: [
        (Theme.light, WordStatus.new, 6.38, 3.29), (.light, .learning, 6.59, 3.19),
        (.dark, .new, 5.75, 3.26), (.dark, .learning, 12.68, 11.31),
    ])
    func measured(_ theme: Theme, _ status: WordStatus, _ text: Double, _ page: Double) {
        let palette = Palette.of(theme)
        #expect(abs(palette.text(of: status).contrast(with: palette.background(of: status)) - text) < 0.01)
        #expect(abs(palette.background(of: status).contrast(with: palette.page) - page) < 0.01)
    }

    @Test("256 colours: the fill chosen keeps 4.5:1 with its text and 3:1 with the page", arguments: Theme.allCases)
    func xterm(_ theme: Theme) {
        let palette = Palette.of(theme)
        for status in [WordStatus.new, .learning] {
            let text = XtermColors.rgb(ofIndex: XtermColors.nearest(to: palette.text(of: status)))
            let fill = XtermColors.rgb(ofIndex: XtermColors.nearest(to: palette.background(of: status),
                                                                    readableWith: palette.text(of: status),
                                                                    visibleOn: palette.page))
            #expect(fill.contrast(with: text) >= 4.5, "\(theme) \(status): \(fill) with \(text)")
            #expect(fill.contrast(with: palette.page) >= 3, "\(theme) \(status): \(fill) on \(palette.page)")
        }
    }

    /// 16 colours name the terminal's own palette; measured in xterm's defaults (blue #0000EE, yellow
    /// #CDCD00): New is white on blue in both themes, 9.4:1 against a white page (bright cyan, before
    /// issue 51, was 1.25:1). No ANSI yellow reaches 3:1 on white, so Learning's text contrast is held.
    @Test("16 colours, in xterm's default palette", arguments: Theme.allCases)
    func ansi16(_ theme: Theme) {
        let styles = ANSIStyles(theme: theme, capabilities: TerminalCapabilities(colorDepth: .ansi16, styledUnderlines: false),
                                patternMode: false)
        #expect(styles.new == SGR.sequence("97;44") && styles.learning == SGR.sequence("30;43"))
        let (white, black, blue, yellow) = (RGB(0xFFFFFF), RGB(0x000000), RGB(0x0000EE), RGB(0xCDCD00))
        #expect(white.contrast(with: blue) >= 4.5 && black.contrast(with: yellow) >= 4.5)
        #expect(blue.contrast(with: Palette.light.page) >= 3)
    }
}
