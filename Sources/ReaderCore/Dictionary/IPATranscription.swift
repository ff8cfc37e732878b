/// CMUdict ARPAbet to IPA (General American), with primary (ˈ) and secondary (ˌ)
/// stress marks placed before the stressed syllable's onset. A one-syllable word
/// gets no mark (`bank` /bæŋk/).
public enum IPATranscription {
    /// `"D IH0 T IH1 R IY0 ER0 EY2 T"` -> `"dɪˈtɪriəˌreɪt"`; nil if a phone is unknown.
    public static func ipa(fromARPAbet phones: some StringProtocol) -> String? {
        var segments: [(ipa: String, isVowel: Bool, stress: Character?)] = []
        for phone in phones.split(separator: " ") {
            let base = String(phone.prefix { $0.isLetter })
            let digit = phone.last.flatMap { $0.isNumber ? $0 : nil }
            if let vowel = vowels[base] {
                let stressed = digit == "1" || digit == "2"
                switch base {
                // ER is a vowel plus r; the r may open the next syllable (dɪˈtɪriəˌreɪt).
                case "ER": segments.append((stressed ? "ɜ" : "ə", true, stressMark(digit)))
                    segments.append(("r", false, nil))
                case "AH" where !stressed: segments.append(("ə", true, nil))
                case "IY" where digit == "0": segments.append(("i", true, nil))
                default: segments.append((vowel, true, stressMark(digit)))
                }
            } else if let consonant = consonants[base] {
                segments.append((consonant, false, nil))
            } else {
                return nil
            }
        }
        let vowelCount = segments.filter(\.isVowel).count
        var marks = [Character?](repeating: nil, count: segments.count + 1)
        if vowelCount > 1 {
            for (index, segment) in segments.enumerated() where segment.isVowel && segment.stress != nil {
                marks[onsetStart(before: index, in: segments.map { ($0.ipa, $0.isVowel) })] = segment.stress
            }
        }
        var text = ""
        for (index, segment) in segments.enumerated() {
            if let mark = marks[index] { text.append(mark) }
            text += segment.ipa
        }
        return text
    }

    private static func stressMark(_ digit: Character?) -> Character? {
        switch digit {
        case "1": "ˈ"
        case "2": "ˌ"
        default: nil
        }
    }

    /// Where the syllable of the vowel at `index` starts: the longest run of
    /// consonants before it that English allows at the start of a syllable.
    private static func onsetStart(before index: Int, in segments: [(String, Bool)]) -> Int {
        if segments[..<index].allSatisfy({ !$0.1 }) { return 0 }
        var start = index
        while start > 0, !segments[start - 1].1 {
            let candidate = segments[(start - 1)..<index].map(\.0).joined(separator: " ")
            guard onsets.contains(candidate) else { break }
            start -= 1
        }
        return start
    }

    static let vowels: [String: String] = [
        "AA": "ɑ", "AE": "æ", "AH": "ʌ", "AO": "ɔ", "AW": "aʊ", "AY": "aɪ", "EH": "ɛ", "ER": "ɜ",
        "EY": "eɪ", "IH": "ɪ", "IY": "i", "OW": "oʊ", "OY": "ɔɪ", "UH": "ʊ", "UW": "u",
    ]

    static let consonants: [String: String] = [
        "B": "b", "CH": "tʃ", "D": "d", "DH": "ð", "F": "f", "G": "ɡ", "HH": "h", "JH": "dʒ", "K": "k", "L": "l",
        "M": "m", "N": "n", "NG": "ŋ", "P": "p", "R": "r", "S": "s", "SH": "ʃ", "T": "t", "TH": "θ", "V": "v",
        "W": "w", "Y": "j", "Z": "z", "ZH": "ʒ",
    ]

    /// Syllable onsets of English (single consonants except ŋ, and the usual clusters).
    static let onsets: Set<String> = {
        var set = Set(consonants.values.filter { $0 != "ŋ" })
        let clusters = [
            "p l", "p r", "b l", "b r", "t r", "d r", "k l", "k r", "ɡ l", "ɡ r", "f l", "f r", "θ r", "ʃ r",
            "s p", "s t", "s k", "s m", "s n", "s l", "s w", "s f", "t w", "d w", "k w", "ɡ w", "θ w",
            "p j", "b j", "k j", "f j", "m j", "h j", "v j", "s p l", "s p r", "s t r", "s k r", "s k w", "s p j", "s k j",
        ]
        set.formUnion(clusters)
        return set
    }()
}
