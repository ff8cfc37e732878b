import Foundation
import ReaderCore

/// The JSON columns of a schema-11 collection's `col` row: the note type,
/// the decks and their options, as Anki writes them (fields it leaves out
/// Anki fills with its defaults on import).
enum AnkiCollectionJSON {
    /// The note type's id stays the same in every export, so Anki reuses the
    /// note type it made at the first import instead of adding another.
    static let noteTypeID: Int64 = 1_764_000_000_025
    static let noteTypeName = "reader Cloze"
    static let defaultDeckID: Int64 = 1

    static func conf(currentDeck: Int64) throws -> String {
        try encode([
            "activeDecks": [currentDeck], "addToCur": true, "collapseTime": 1200, "curDeck": currentDeck,
            "curModel": noteTypeID, "dueCounts": true, "estTimes": true, "newSpread": 0, "nextPos": 1,
            "schedVer": 2, "sortBackwards": false, "sortType": "noteFld", "timeLim": 0,
        ])
    }

    /// The Cloze note type (type 1) with Anki's stock fields and template.
    static func models(modified: Int64) throws -> String {
        func field(_ name: String, _ ord: Int) -> [String: Any] {
            ["name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial", "size": 20, "media": [String]()]
        }
        let model: [String: Any] = [
            "id": noteTypeID, "name": noteTypeName, "type": 1, "mod": modified, "usn": -1, "sortf": 0,
            "did": defaultDeckID, "tags": [String](), "vers": [Int](),
            "flds": [field("Text", 0), field("Back Extra", 1)],
            "tmpls": [[
                "name": "Cloze", "ord": 0, "qfmt": "{{cloze:Text}}", "afmt": "{{cloze:Text}}<br>\n{{Back Extra}}",
                "bqfmt": "", "bafmt": "", "did": NSNull(),
            ] as [String: Any]],
            "css": """
                .card { font-family: arial; font-size: 20px; line-height: 1.5; text-align: center; color: black; background-color: white; }
                .cloze { font-weight: bold; color: blue; }
                .nightMode .cloze { color: lightblue; }
                .card1 .reader-produce, .card1 .reader-sentence, .card2 .reader-recognize { display: none; }

                """,
            "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n"
                + "\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
            "latexPost": "\\end{document}",
            "req": [[0, "any", [0]] as [Any]],
        ]
        return try encode([String(noteTypeID): model])
    }

    /// `Default` (id 1, which every collection has) and the given decks.
    static func decks(_ decks: [(id: Int64, name: String)], modified: Int64) throws -> String {
        func deck(_ id: Int64, _ name: String) -> [String: Any] {
            ["id": id, "name": name, "mod": modified, "usn": -1, "desc": "", "dyn": 0, "conf": 1, "collapsed": false,
             "browserCollapsed": false, "extendNew": 0, "extendRev": 0,
             "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0], "timeToday": [0, 0]]
        }
        var all = [String(defaultDeckID): deck(defaultDeckID, "Default")]
        for (id, name) in decks { all[String(id)] = deck(id, name) }
        return try encode(all)
    }

    /// Anki's default deck options (options group 1).
    static func deckOptions() throws -> String {
        try encode(["1": [
            "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0, "replayq": true,
            "dyn": false,
            "new": ["bury": false, "delays": [1.0, 10.0], "initialFactor": 2500, "ints": [1, 4, 0], "order": 1, "perDay": 20] as [String: Any],
            "rev": ["bury": false, "ease4": 1.3, "ivlFct": 1.0, "maxIvl": 36500, "perDay": 200, "hardFactor": 1.2] as [String: Any],
            "lapse": ["delays": [10.0], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0.0] as [String: Any],
        ] as [String: Any]])
    }

    private static func encode(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
