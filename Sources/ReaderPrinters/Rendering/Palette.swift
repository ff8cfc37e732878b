import Foundation
import ReaderCore

/// Reader colour theme: the terminal's (or page's) background is dark or light.
public enum Theme: String, Sendable, CaseIterable {
    case dark
    case light
}

/// A 24-bit colour.
public struct RGB: Sendable, Equatable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(_ hex: UInt32) {
        red = UInt8(truncatingIfNeeded: hex >> 16)
        green = UInt8(truncatingIfNeeded: hex >> 8)
        blue = UInt8(truncatingIfNeeded: hex)
    }

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB`.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// WCAG 2 relative luminance.
    public var luminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2 contrast ratio (1...21); AA asks for 4.5 for body text.
    public func contrast(with other: RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// The colours of one theme (SPEC "Visual encoding"), the one owner of every
/// colour the terminal and the browser show. Highlights are backgrounds, never
/// coloured text, and every highlight sets its text colour too so contrast
/// stays at WCAG AA whatever the terminal's own colours. Each highlight is also
/// at least 3:1 against the page (WCAG 1.4.11), so it is seen without Pattern
/// Mode; `PaletteContrastTests` holds every pair to its minimum.
public struct Palette: Sendable, Equatable {
    public let newBackground: RGB
    public let newText: RGB
    public let learningBackground: RGB
    public let learningText: RGB
    /// Underline colour of New words in Pattern Mode, drawn on their highlight.
    public let newUnderline: RGB
    /// The page's background (the terminal's is assumed to be near it) and its text.
    public let page: RGB
    public let ink: RGB
    public let link: RGB
    /// Raised surfaces on the page: the card, the capture panel, buttons and fields.
    public let panel: RGB
    /// Edges of the panel, buttons and fields: 3:1 against the page and the panel.
    public let border: RGB
    /// Error messages.
    public let problem: RGB

    public static let light = Palette(newBackground: RGB(0x4A90E2), newText: RGB(0x000000),
                                      learningBackground: RGB(0xD97706), learningText: RGB(0x000000),
                                      newUnderline: RGB(0x0A2A66),
                                      page: RGB(0xFFFFFF), ink: RGB(0x1A1A1A), link: RGB(0x0B57D0),
                                      panel: RGB(0xFFFFFF), border: RGB(0x767676), problem: RGB(0xB00020))
    public static let dark = Palette(newBackground: RGB(0x1565C0), newText: RGB(0xFFFFFF),
                                     learningBackground: RGB(0xFBC02D), learningText: RGB(0x000000),
                                     newUnderline: RGB(0x90CAF9),
                                     page: RGB(0x121212), ink: RGB(0xE6E6E6), link: RGB(0x8AB4F8),
                                     panel: RGB(0x1A1A1A), border: RGB(0x8A8A8A), problem: RGB(0xFF8A80))

    public static func of(_ theme: Theme) -> Palette { theme == .dark ? dark : light }

    public func background(of status: WordStatus) -> RGB { status == .learning ? learningBackground : newBackground }
    public func text(of status: WordStatus) -> RGB { status == .learning ? learningText : newText }
}
