import Foundation
import ReaderEngine

/// The screen a frame leaves on an empty terminal, as rows of text (trailing
/// blanks dropped): cursor moves and erases applied, attributes dropped. Frames
/// are compared this way where the layout is the point, byte for byte where the styles are.
enum ScreenGrid {
    static func rows(_ bytes: [UInt8], columns: Int, rows: Int) -> [String] {
        var grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        var row = 0
        var column = 0
        let characters = Array(String(decoding: bytes, as: UTF8.self))
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "\u{1B}" else {
                guard row < rows, column < columns else { continue }
                grid[row][column] = String(character)
                let width = DisplayWidth.of(character)
                for extra in 1..<max(width, 1) where column + extra < columns { grid[row][column + extra] = "" }
                column += max(width, 1)
                continue
            }
            // CSI: ESC [ parameters final
            guard index < characters.count, characters[index] == "[" else { continue }
            index += 1
            var parameters = ""
            while index < characters.count, !(characters[index].isLetter || characters[index] == "~") {
                parameters.append(characters[index])
                index += 1
            }
            guard index < characters.count else { break }
            let final = characters[index]
            index += 1
            switch final {
            case "H":
                let fields = parameters.split(separator: ";").map { Int($0) ?? 1 }
                row = (fields.first ?? 1) - 1
                column = (fields.count > 1 ? fields[1] : 1) - 1
            case "K":
                if row < rows { for clear in column..<columns { grid[row][clear] = " " } }
            default:
                break
            }
        }
        return grid.map { $0.joined().replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }
}
