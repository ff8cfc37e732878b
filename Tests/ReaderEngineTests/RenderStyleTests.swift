@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Testing

@Suite("ANSI styles and palette")
struct RenderStyleTests {
    struct StyleCase: CustomTestStringConvertible, Sendable {
        let theme: Theme
        let depth: ColorDepth
        let styled: Bool
        let pattern: Bool
        let new: String
        let learning: String
        var testDescription: String { "\(theme) \(depth) styled=\(styled) pattern=\(pattern)" }
    }

    static let e = "\u{1B}["

    static let cases: [StyleCase] = [
        // Colour tables: truecolor is the SPEC palette, 256 the nearest entry readable and 3:1 from the page
        // (#005FAF, 25, is 2.89:1 on #121212; issue 51), 16 a fixed table.
        StyleCase(theme: .light, depth: .truecolor, styled: true, pattern: false,
                  new: e + "38;2;0;0;0;48;2;74;144;226m", learning: e + "38;2;0;0;0;48;2;217;119;6m"),
        StyleCase(theme: .dark, depth: .truecolor, styled: false, pattern: false,
                  new: e + "38;2;255;255;255;48;2;21;101;192m", learning: e + "38;2;0;0;0;48;2;251;192;45m"),
        StyleCase(theme: .light, depth: .ansi256, styled: false, pattern: false,
                  new: e + "38;5;16;48;5;68m", learning: e + "38;5;16;48;5;166m"),
        StyleCase(theme: .dark, depth: .ansi256, styled: true, pattern: false,
                  new: e + "38;5;231;48;5;26m", learning: e + "38;5;16;48;5;214m"),
        StyleCase(theme: .light, depth: .ansi16, styled: false, pattern: false, new: e + "97;44m", learning: e + "30;43m"),
        StyleCase(theme: .dark, depth: .ansi16, styled: false, pattern: false, new: e + "97;44m", learning: e + "30;43m"),
        // Pattern Mode on terminals with styled underlines: highlighted dotted New (+ underline colour),
        // highlighted dashed Learning; Pattern Mode adds a cue, never removes one (issue 10).
        StyleCase(theme: .dark, depth: .truecolor, styled: true, pattern: true,
                  new: e + "38;2;255;255;255;48;2;21;101;192m" + e + "4:4m" + e + "58:2::144:202:249m", learning: e + "38;2;0;0;0;48;2;251;192;45m" + e + "4:5m"),
        StyleCase(theme: .light, depth: .truecolor, styled: true, pattern: true,
                  new: e + "38;2;0;0;0;48;2;74;144;226m" + e + "4:4m" + e + "58:2::10:42:102m", learning: e + "38;2;0;0;0;48;2;217;119;6m" + e + "4:5m"),
        StyleCase(theme: .light, depth: .ansi256, styled: true, pattern: true,
                  new: e + "38;5;16;48;5;68m" + e + "4:4m" + e + "58:5:17m", learning: e + "38;5;16;48;5;166m" + e + "4:5m"),
        StyleCase(theme: .dark, depth: .ansi16, styled: true, pattern: true, new: e + "97;44m" + e + "4:4m",
                  learning: e + "30;43m" + e + "4:5m"),
        // Fallback without styled underlines: highlights plus a plain underline on New, no 4:N, no 58.
        StyleCase(theme: .dark, depth: .truecolor, styled: false, pattern: true,
                  new: e + "38;2;255;255;255;48;2;21;101;192m" + e + "4m", learning: e + "38;2;0;0;0;48;2;251;192;45m"),
        StyleCase(theme: .light, depth: .ansi16, styled: false, pattern: true, new: e + "97;44m" + e + "4m", learning: e + "30;43m"),
        // No colour (NO_COLOR): the pattern codes, Learning's highlight as reverse video.
        StyleCase(theme: .dark, depth: .none, styled: true, pattern: false, new: e + "4:4m", learning: e + "7m" + e + "4:5m"),
        StyleCase(theme: .light, depth: .none, styled: false, pattern: false, new: e + "4m", learning: e + "7m"),
    ]

    @Test("escape sequences per theme, colour depth and mode", arguments: cases)
    func styles(_ row: StyleCase) {
        let styles = ANSIStyles(theme: row.theme, capabilities: TerminalCapabilities(colorDepth: row.depth, styledUnderlines: row.styled),
                                patternMode: row.pattern)
        #expect(styles.new == row.new)
        #expect(styles.learning == row.learning)
    }

    @Test("highlighted text keeps WCAG AA contrast in truecolor and 256 colours", arguments: Theme.allCases)
    func contrast(_ theme: Theme) {
        let palette = Palette.of(theme)
        for status in [WordStatus.new, .learning] {
            let text = palette.text(of: status)
            #expect(palette.background(of: status).contrast(with: text) >= 4.5)
            let index = XtermColors.nearest(to: palette.background(of: status), readableWith: text)
            #expect(XtermColors.rgb(ofIndex: index).contrast(with: XtermColors.rgb(ofIndex: XtermColors.nearest(to: text))) >= 4.5)
        }
    }

    @Test("xterm palette entries", arguments: [(16, "#000000"), (25, "#005FAF"), (195, "#D7FFFF"), (230, "#FFFFD7"),
                                                 (231, "#FFFFFF"), (232, "#080808"), (255, "#EEEEEE")])
    func xtermPalette(_ index: Int, _ hex: String) {
        #expect(XtermColors.rgb(ofIndex: index).description == hex)
    }

    @Test("contrast ratios match WCAG examples")
    func contrastRatios() {
        #expect(RGB(0x000000).contrast(with: RGB(0xFFFFFF)) == 21)
        #expect(abs(RGB(0x1565C0).contrast(with: RGB(0xFFFFFF)) - 5.746) < 0.001)
        #expect(RGB(0x777777).contrast(with: RGB(0x777777)) == 1)
    }
}
