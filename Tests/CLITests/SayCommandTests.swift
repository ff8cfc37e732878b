import Foundation
import Testing

/// `reader say` (issue 32): speech checked with sox, the error paths by their exit codes.
@Suite("CLI: say")
struct SayCommandTests {
    /// A folder of its own with one executable script named `name`, to stand in for a player.
    private func player(_ cli: ReaderCLI, _ name: String, _ body: String) throws -> String {
        let path = try cli.script("players-\(UUID().uuidString)/\(name)", body)
        return (path as NSString).deletingLastPathComponent
    }

    @Test func aWordIsWrittenAsAnAudibleWAVOfAWordsLength() throws {
        let cli = try ReaderCLI()
        let out = cli.folder.appendingPathComponent("hello.wav").path
        let result = try cli.run(["say", "hello", "--out", out])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        let stat = try soxStat(out)
        #expect(stat.seconds > 0.25 && stat.seconds < 1.5)
        #expect(stat.peak > 0.1)
    }

    @Test func aTapSpeaksTheWordAndWithSentenceItsSentence() throws {
        let cli = try ReaderCLI()
        let text = try cli.textFile("The bank raised interest rates. It was late.\n")
        let word = cli.folder.appendingPathComponent("word.wav").path
        let sentence = cli.folder.appendingPathComponent("sentence.wav").path
        let alone = cli.folder.appendingPathComponent("alone.wav").path
        #expect(try cli.run(["say", text, "--at", "5", "--out", word]).status == 0)
        #expect(try cli.run(["say", text, "--at", "5", "--sentence", "--out", sentence]).status == 0)
        #expect(try cli.run(["say", "bank", "--out", alone]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: word)) == Data(contentsOf: URL(fileURLWithPath: alone)))
        let sentenceLength = try soxStat(sentence).seconds
        #expect(sentenceLength > 1.2 && sentenceLength < 3.5)
    }

    @Test func theVoiceComesFromTheSettingAndTheFlagWins() throws {
        let cli = try ReaderCLI()
        let files = ["us", "gb", "setting", "flag"].map { cli.folder.appendingPathComponent("\($0).wav").path }
        _ = try cli.run(["say", "water", "--out", files[0]])
        _ = try cli.run(["say", "water", "--voice", "en-gb", "--out", files[1]])
        #expect(try cli.run(["config", "set", "voice", "en-gb"]).status == 0)
        _ = try cli.run(["say", "water", "--out", files[2]])
        _ = try cli.run(["say", "water", "--voice", "en-us", "--out", files[3]])
        let bytes = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] != bytes[1])
        #expect(bytes[2] == bytes[1])
        #expect(bytes[3] == bytes[0])
    }

    @Test func playingHandsTheWAVToThePlayerAndRemovesIt() throws {
        let cli = try ReaderCLI()
        let copy = cli.folder.appendingPathComponent("played.wav").path
        let players = try player(cli, "aplay", "[ \"$1\" = -q ] && cp \"$2\" \(copy) && echo \"$2\" > \(copy).name")
        let result = try cli.run(["say", "hello"], environment: ["PATH": players + ":/usr/bin:/bin"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)).prefix(4) == Data("RIFF".utf8))
        let played = try String(contentsOfFile: copy + ".name", encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(!FileManager.default.fileExists(atPath: played))
    }

    @Test func errorPathsHaveTheirExitCodes() throws {
        let cli = try ReaderCLI()
        let text = try cli.textFile("The bank raised interest rates.\n")
        let empty = try player(cli, "nothing-here", "exit 0")
        let broken = try player(cli, "paplay", "echo 'Connection failure: Connection refused' >&2; exit 1")
        let cases: [([String], [String: String], Int32, String)] = [
            (["say", "hello"], ["PATH": empty], 69,
             "reader: no audio player found (tried pw-play, paplay, aplay, ffplay); install one, set 'player', or use --out FILE.wav\n"),
            (["say", "hello"], ["PATH": broken], 69, "reader: paplay could not play the sound: Connection failure: Connection refused\n"),
            (["say", "hello", "--out", "/nonexistent/x.wav"], [:], 73, "reader: /nonexistent/x.wav: cannot create: No such file or directory\n"),
            (["say", text, "--at", "3", "--out", "/dev/null"], [:], 65, "reader: no word at byte 3 (found space)\n"),
            (["say", text, "--at", "99", "--out", "/dev/null"], [:], 65, "reader: byte 99 is past the end of the input (32 bytes)\n"),
            (["say", "hello", "--sentence"], [:], 64, "reader: --sentence needs --at (see 'reader help')\n"),
            (["say", "hello", "--rate", "20"], [:], 64, "reader: --rate must be between 80 and 450 words per minute (see 'reader help')\n"),
        ]
        for (arguments, environment, status, message) in cases {
            let result = try cli.run(arguments, environment: environment)
            #expect(result.status == status, "\(arguments)")
            if !message.isEmpty { #expect(result.stderr == message, "\(arguments)") }
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
        let voice = try cli.run(["say", "hello", "--voice", "xx-nowhere", "--out", "/dev/null"])
        #expect(voice.status == 64)
        #expect(voice.stderr.hasPrefix("reader: no voice 'xx-nowhere' (English voices: "))
        #expect(voice.stderr.contains("en-gb") && voice.stderr.contains("en-us"))
    }

    @Test func aVoiceSettingMustBeAName() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["config", "set", "voice", "en gb;rm"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("is not a valid voice (expected an eSpeak NG voice such as en-us or en-gb)"))
    }
}
