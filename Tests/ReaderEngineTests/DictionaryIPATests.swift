import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Dictionary: ARPAbet to IPA")
struct DictionaryIPATests {
    @Test(arguments: [
        ("B AE1 NG K", "bæŋk"),
        ("D IH0 T IH1 R IY0 ER0 EY2 T", "dɪˈtɪriəˌreɪt"),
        ("R EH1 K ER0 D", "ˈrɛkərd"),
        ("R IH0 K AO1 R D", "rɪˈkɔrd"),
        ("IH2 N S P EH1 K SH AH0 N", "ˌɪnˈspɛkʃən"),
        ("S T R EH1 NG K TH", "strɛŋkθ"),
        ("AH0 B AW1 T", "əˈbaʊt"),
        ("K AH1 M P Y UW0 T ER0", "ˈkʌmpjutər"),
        ("TH ER1 D", "θɜrd"),
        ("P L EY1 IH0 NG", "ˈpleɪɪŋ"),
    ])
    func convertsWithStress(arpabet: String, ipa: String) {
        #expect(IPATranscription.ipa(fromARPAbet: arpabet) == ipa)
    }

    @Test func unknownPhoneGivesNothing() {
        #expect(IPATranscription.ipa(fromARPAbet: "B XX1 K") == nil)
    }

    @Test(arguments: [
        ("bank", ["bæŋk"]),
        ("deteriorate", ["dɪˈtɪriəˌreɪt"]),
        ("record", ["rəˈkɔrd", "ˈrɛkərd", "rɪˈkɔrd"]),
        ("xyzzyq", []),
    ] as [(String, [String])])
    func pronunciationsComeFromCMUdictInItsOrder(word: String, expected: [String]) {
        #expect(DictionaryFixture.dictionary.pronunciations(of: word) == expected)
    }
}
