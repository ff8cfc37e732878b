import ReaderCore

/// The xterm 256-colour palette, for terminals without 24-bit colour.
enum XtermColors {
    /// Channel values of the 6x6x6 colour cube (indexes 16...231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour of palette index 16...255 (the cube, then the 24-step grey ramp).
    static func rgb(ofIndex index: Int) -> RGB {
        if index >= 232 {
            let grey = UInt8(8 + 10 * (index - 232))
            return RGB(red: grey, green: grey, blue: grey)
        }
        let cube = index - 16
        return RGB(red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]), blue: UInt8(cubeLevels[cube % 6]))
    }

    /// The palette index closest to `color` (Euclidean distance in RGB), among
    /// those that keep WCAG AA contrast (4.5) with `text` and stand out 3:1 from
    /// `page` (WCAG 1.4.11) when they are given; without any such entry, among
    /// those readable with `text`, then among all.
    /// Indexes 0-15 are skipped: terminals redefine them.
    static func nearest(to color: RGB, readableWith text: RGB? = nil, visibleOn page: RGB? = nil) -> Int {
        var best = -1
        var bestDistance = Int.max
        for index in 16...255 {
            let candidate = rgb(ofIndex: index)
            if let text, candidate.contrast(with: text) < 4.5 { continue }
            if let page, candidate.contrast(with: page) < 3 { continue }
            let dr = Int(candidate.red) - Int(color.red)
            let dg = Int(candidate.green) - Int(color.green)
            let db = Int(candidate.blue) - Int(color.blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        if best >= 0 { return best }
        return page != nil ? nearest(to: color, readableWith: text) : nearest(to: color)
    }
}
