/// The part-of-speech tagger's features: the one definition that training
/// (`TaggerTrainer`) and tagging (`PartOfSpeechTagger`) both read, as in NLTK's
/// `PerceptronTagger._get_features` (Collins 2002; Honnibal 2013): the word, its
/// prefixes and suffixes, its shape, its classes in the lemma lexicon, the two
/// words on each side and the two tags before it. Each feature is a 64-bit hash of
/// its template and value, so nothing is a string at tagging time.
///
/// The features of a token split into what one word contributes from each position
/// around the token (`Position`, a function of that word alone, so a tagger can
/// score each distinct word once per text), the tags already chosen
/// (`forEachTransitionFeature`) and pairs of the word with a neighbour or the tag
/// before it (`forEachPairFeature`). `forEachFeature` is their union: training uses it.
package enum TaggerFeatures {
    /// Tags before the first word of a sentence read as this (one past the last `UPOSTag`).
    package static let startTag = UInt8(UPOSTag.allCases.count)

    /// Where a word stands relative to the token being tagged.
    package enum Position: Int, CaseIterable, Sendable {
        case token, previous, beforePrevious, next, afterNext

        /// Where the word stands, in tokens from the one being tagged.
        package var offset: Int {
            switch self {
            case .token: 0
            case .previous: -1
            case .beforePrevious: -2
            case .next: 1
            case .afterNext: 2
            }
        }
    }

    private enum Template: UInt64 {
        case bias = 1, word, prefix1, prefix2, prefix3, suffix1, suffix2, suffix3, suffix4, shape, lexicalClass,
             capitalizedClass, previousWord, previousSuffix, previousClass, beforePreviousWord, nextWord, nextSuffix,
             nextClass, afterNextWord, previousTag, beforePreviousTag, previousTags, previousTagWord, sentenceInitial,
             writtenWord, previousShape, nextShape, wordNextClass, previousWordWord, wordNextWord,
             previousTagClass, shapeNextShape, previousShapeShape, previousClassClass, classNextClass, classNextWord, suffix5,
             prefix4
    }

    /// One word form as the features see it: hashes of its views.
    package struct Word: Equatable, Sendable {
        var form: UInt64
        /// The form as written, capitals kept.
        var written: UInt64
        var prefixes: (UInt64, UInt64, UInt64, UInt64)
        var suffixes: (UInt64, UInt64, UInt64, UInt64, UInt64)
        var shape: UInt64
        var lexicalClass: UInt64
        var capitalized: Bool

        package static func == (a: Word, b: Word) -> Bool {
            a.form == b.form && a.written == b.written && a.prefixes == b.prefixes && a.suffixes == b.suffixes && a.shape == b.shape
                && a.lexicalClass == b.lexicalClass && a.capitalized == b.capitalized
        }

        /// The padding before the first word (`-START-`) and after the last (`-END-`) of a sentence.
        package static let sentenceStart = Word(marker: 0x5354_4152_54)
        package static let sentenceEnd = Word(marker: 0x454E_44)

        private init(marker: UInt64) {
            form = marker
            written = marker
            prefixes = (marker, marker, marker, marker)
            suffixes = (marker, marker, marker, marker, marker)
            (shape, lexicalClass, capitalized) = (marker, marker, false)
        }

        /// The word `bytes` (a token's text as written); `scratch` is reused space for its normalized form.
        package init(_ bytes: UnsafeBufferPointer<UInt8>, lexicon: LemmaLexicon, scratch: inout [UInt8]) {
            TaggerFeatures.normalize(bytes, into: &scratch)
            let normal = scratch
            shape = TaggerFeatures.shape(of: bytes)
            written = TaggerFeatures.hash(bytes)
            capitalized = bytes.first.map(isASCIIUpper) ?? false
            lexicalClass = normal.withUnsafeBufferPointer { TaggerFeatures.lexicalClass(of: $0, lexicon: lexicon) }
            form = normal.withUnsafeBufferPointer { key in
                // NLTK's number classes: the digits of a number say little, its shape the rest.
                guard let first = key.first, isASCIIDigit(first) else { return hash(key) }
                return key.count == 4 && key.allSatisfy(isASCIIDigit) ? 0x5945_4152 : 0x4449_4749_5453
            }
            func affix(_ count: Int, fromEnd: Bool) -> UInt64 {
                normal.withUnsafeBufferPointer { key in
                    let n = Swift.min(count, key.count)
                    return hash(UnsafeBufferPointer(rebasing: fromEnd ? key[(key.count - n)...] : key[..<n])) &+ UInt64(n)
                }
            }
            prefixes = (affix(1, fromEnd: false), affix(2, fromEnd: false), affix(3, fromEnd: false), affix(4, fromEnd: false))
            suffixes = (affix(1, fromEnd: true), affix(2, fromEnd: true), affix(3, fromEnd: true), affix(4, fromEnd: true),
                        affix(5, fromEnd: true))
        }
    }

    /// The features `word` contributes from `position`.
    @inline(__always)
    package static func forEachFeature(of word: Word, at position: Position, _ body: (UInt64) -> Void) {
        switch position {
        case .token:
            body(feature(.bias, 0))
            body(feature(.word, word.form))
            body(feature(.prefix1, word.prefixes.0))
            body(feature(.prefix2, word.prefixes.1))
            body(feature(.prefix3, word.prefixes.2))
            body(feature(.prefix4, word.prefixes.3))
            body(feature(.suffix1, word.suffixes.0))
            body(feature(.suffix2, word.suffixes.1))
            body(feature(.suffix3, word.suffixes.2))
            body(feature(.suffix4, word.suffixes.3))
            body(feature(.suffix5, word.suffixes.4))
            body(feature(.shape, word.shape))
            body(feature(.lexicalClass, word.lexicalClass))
            body(feature(.capitalizedClass, word.lexicalClass &+ (word.capitalized ? 1 : 0)))
            body(feature(.writtenWord, word.written))
        case .previous:
            body(feature(.previousWord, word.form))
            body(feature(.previousSuffix, word.suffixes.2))
            body(feature(.previousClass, word.lexicalClass))
            body(feature(.previousShape, word.shape))
        case .beforePrevious:
            body(feature(.beforePreviousWord, word.form))
        case .next:
            body(feature(.nextWord, word.form))
            body(feature(.nextSuffix, word.suffixes.2))
            body(feature(.nextClass, word.lexicalClass))
            body(feature(.nextShape, word.shape))
        case .afterNext:
            body(feature(.afterNextWord, word.form))
        }
    }

    /// The features that join the token's word with a neighbour or with the tag before it: each
    /// token looks these up (a tagger cannot score them once per word).
    @inline(__always)
    package static func forEachPairFeature(previousTag: UInt8, previous: Word, word: Word, next: Word,
                                           _ body: (UInt64) -> Void) {
        body(previousTagWordFeature(previousTag: previousTag, word: word))
        forEachNeighbourPairFeature(previousTag: previousTag, previous: previous, word: word, next: next, body)
    }

    /// The first pair feature: the word with the tag before it (a tagger can tabulate it per word and tag).
    @inline(__always)
    package static func previousTagWordFeature(previousTag: UInt8, word: Word) -> UInt64 {
        feature(.previousTagWord, word.form &+ UInt64(previousTag))
    }

    /// The pair features after `previousTagWordFeature`, in `forEachPairFeature`'s order.
    @inline(__always)
    package static func forEachNeighbourPairFeature(previousTag: UInt8, previous: Word, word: Word, next: Word,
                                                    _ body: (UInt64) -> Void) {
        if previousTag == startTag { body(feature(.sentenceInitial, word.shape &+ word.lexicalClass &* 31)) }
        body(feature(.wordNextClass, word.form &+ next.lexicalClass &* 31))
        body(feature(.previousWordWord, previous.form &* 31 &+ word.form))
        body(feature(.wordNextWord, word.form &* 31 &+ next.form))
        // What a word the model never saw shares with others: its lexicon class and capital after the tag before it
        // ("rose" after a noun), its shape beside its neighbours' ("Downing Street"), the classes around it and
        // the word after its class ("loud ."). Chosen by held-out blocks of train (`reader train-tagger --held-out 5`).
        body(feature(.previousTagClass, (word.lexicalClass &+ (word.capitalized ? 1 << 12 : 0)) &* 31 &+ UInt64(previousTag)))
        body(feature(.shapeNextShape, word.shape &* 31 &+ next.shape))
        body(feature(.previousShapeShape, previous.shape &* 31 &+ word.shape))
        body(feature(.previousClassClass, previous.lexicalClass &* 31 &+ word.lexicalClass))
        body(feature(.classNextClass, word.lexicalClass &* 31 &+ next.lexicalClass))
        body(feature(.classNextWord, word.lexicalClass &* 31 &+ next.form))
    }

    /// The tag features that do not depend on the word (a tagger tabulates them once).
    @inline(__always)
    package static func forEachTransitionFeature(previousTag: UInt8, beforePreviousTag: UInt8, _ body: (UInt64) -> Void) {
        body(feature(.previousTag, UInt64(previousTag)))
        body(feature(.beforePreviousTag, UInt64(beforePreviousTag)))
        body(feature(.previousTags, UInt64(previousTag) &* 64 &+ UInt64(beforePreviousTag)))
    }

    /// Every feature of the token at `index` of a sentence of `words` whose earlier tokens were tagged
    /// `tags` (those from `index` on are not read).
    package static func forEachFeature(at index: Int, of words: [Word], tags: [UInt8], _ body: (UInt64) -> Void) {
        func word(_ at: Int) -> Word { at < 0 ? Word.sentenceStart : at >= words.count ? Word.sentenceEnd : words[at] }
        for position in Position.allCases { forEachFeature(of: word(index + position.offset), at: position, body) }
        let previousTag = index >= 1 ? tags[index - 1] : startTag
        forEachTransitionFeature(previousTag: previousTag, beforePreviousTag: index >= 2 ? tags[index - 2] : startTag, body)
        forEachPairFeature(previousTag: previousTag, previous: word(index - 1), word: words[index], next: word(index + 1), body)
    }

    // MARK: Views of a word

    /// ASCII lower case, curly apostrophes and quotes as straight ones; other bytes as they are.
    static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if let variant = LetterVariants.letters(at: i, in: bytes) {
                variant.letters.withUTF8Buffer { key.append(contentsOf: $0) }
                i += variant.length
                continue
            }
            if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80 {
                switch bytes[i + 2] {
                case 0x98, 0x99: key.append(UInt8(ascii: "'")); i += 3; continue
                case 0x9C, 0x9D: key.append(UInt8(ascii: "\"")); i += 3; continue
                default: break
                }
            }
            key.append(isASCIIUpper(b) ? b | 0x20 : b)
            i += 1
        }
    }

    /// Letters as X or x, digits as d, other bytes as themselves, repeats collapsed: "Xx", "d.d", "x'x".
    static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        var last: UInt8 = 0
        var symbols = 0
        for b in bytes {
            let symbol: UInt8 = isASCIIUpper(b) ? 88 : isASCIILower(b) ? 120 : isASCIIDigit(b) ? 100 : b >= 0x80 ? 117 : b
            guard symbol != last, symbols < 8 else { continue }
            (last, symbols) = (symbol, symbols + 1)
            h = (h ^ UInt64(symbol)) &* 0x100_0000_01B3
        }
        return h
    }

    /// The word's parts of speech in the lemma lexicon (each as itself or inflected) and its
    /// closed-class roles, or a class of its own for a word the lexicon does not know. Articles
    /// are determiners to the model: the lemmatizer's article role came after it was trained.
    static func lexicalClass(of key: UnsafeBufferPointer<UInt8>, lexicon: LemmaLexicon) -> UInt64 {
        guard key.count <= LemmaLexicon.maxKeyLength, let entry = lexicon.entry(for: key) else { return 1 << 40 }
        var bits = UInt64(lexicon.roles[entry].subtracting(.article).rawValue) << 16
        for (i, lemma) in [lexicon.noun[entry], lexicon.verb[entry], lexicon.adjective[entry], lexicon.adverb[entry]].enumerated()
        where lemma != LemmaLexicon.noEntry {
            bits |= 1 << (2 * i) | (lemma == UInt32(entry) ? 0 : 1 << (2 * i + 1))
        }
        return bits | (lexicon.fixed[entry] != LemmaLexicon.noEntry ? 1 << 8 : 0)
    }

    // MARK: Hashing

    /// FNV-1a over the bytes.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }

    /// A feature's key: its template and value mixed (SplitMix64's finalizer); never 0, which marks an empty slot.
    @inline(__always)
    private static func feature(_ template: Template, _ value: UInt64) -> UInt64 {
        var z = value &+ template.rawValue &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z == 0 ? 1 : z
    }
}
