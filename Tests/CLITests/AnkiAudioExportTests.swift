import Foundation
import ReaderEngine
import Testing
import ZIPFoundation

/// `reader export --format anki|apkg --audio` (issue 32): a sound per word in
/// Anki's media form, named by the notes, audible (checked with sox).
@Suite("CLI: Anki exports with audio")
struct AnkiAudioExportTests {
    static let quixotic = "reader-quixotic-en-us-0d790be4"
    static let encoded = "reader-encoded-en-us-2dbef826"

    /// A store with two notes of *quixotic* and one of *encode* (met as *encoded*).
    private func capturedStore() throws -> ReaderCLI {
        let cli = try ReaderCLI()
        let story = try cli.file("story.txt", "It was a quixotic plan. A quixotic hope, too. She encoded it.\n")
        for (arguments, time) in [(["--word", "quixotic"], "09:00"), (["--word", "quixotic", "--nth", "2"], "09:05"), (["--word", "encoded"], "09:10")] {
            let result = try cli.run(["capture", story] + arguments, environment: ["READER_NOW": "2026-11-20T\(time):00Z"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return cli
    }

    /// A folder for PATH holding only `programs` (name -> shell script body, or an absolute path to link to).
    private func programs(_ cli: ReaderCLI, _ programs: [String: String] = [:]) throws -> String {
        let folder = cli.folder.appendingPathComponent("programs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, body) in programs {
            if body.hasPrefix("/") {
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: body)
            } else {
                try cli.script(folder.lastPathComponent + "/" + name, body)
            }
        }
        return folder.path
    }

    /// `reader export ARGUMENTS` (a shell's words: redirections too) in the scratch folder, with PATH `path`.
    private func export(_ cli: ReaderCLI, _ arguments: String, path: String) throws -> ReaderCLI.Result {
        let binary = try #require(ReaderCLI.binary).path
        return try cli.run(["-c", "\"$0\" export \(arguments)", binary], environment: ["PATH": path], in: cli.folder,
                           executable: URL(fileURLWithPath: "/bin/sh"))
    }

    private func entries(of package: URL) throws -> [String: Data] {
        let archive = try Archive(url: package, accessMode: .read)
        var entries: [String: Data] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            entries[entry.path] = data
        }
        return entries
    }

    /// The package's `media` entry: which numbered entry holds which file.
    private func mediaMap(_ entries: [String: Data]) throws -> [String: String] {
        let media = try #require(entries["media"])
        return try #require(try JSONSerialization.jsonObject(with: media) as? [String: String])
    }

    @Test func aPackageCarriesAnAudibleWAVPerWordThatItsNotesName() throws {
        let cli = try capturedStore()
        let result = try export(cli, "--format apkg --audio > reader.apkg", path: try programs(cli))
        #expect(result.status == 0 && result.stderr == "")
        let package = cli.folder.appendingPathComponent("reader.apkg")
        let entries = try entries(of: package)
        #expect(Set(entries.keys) == ["collection.anki2", "media", "0", "1"])
        let map = try mediaMap(entries)
        #expect(map == ["0": Self.encoded + ".wav", "1": Self.quixotic + ".wav"])
        for (entry, _) in map {
            let sound = try #require(entries[entry])
            #expect(sound.prefix(4) == Data("RIFF".utf8))
            let file = cli.folder.appendingPathComponent("sound-\(entry).wav")
            try sound.write(to: file)
            let stat = try soxStat(file.path)
            #expect(stat.seconds > 0.25 && stat.seconds < 1.5)
            #expect(stat.peak > 0.1)
        }
        let notes = try AnkiPackage.read(package).notes
        #expect(notes.map { $0.fields[1].contains("[sound:\(Self.quixotic).wav]") } == [true, true, false])
        #expect(notes[2].fields[1].contains("[sound:\(Self.encoded).wav]"))
    }

    @Test func theTabSeparatedNotesPutTheirSoundsInAFolderBesideThem() throws {
        let cli = try capturedStore()
        let result = try export(cli, "--format anki --audio > cards.txt", path: try programs(cli))
        #expect(result.status == 0 && result.stderr == "")
        let folder = cli.folder.appendingPathComponent("cards.media")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [Self.encoded + ".wav", Self.quixotic + ".wav"])
        #expect(try soxStat(folder.appendingPathComponent(Self.encoded + ".wav").path).peak > 0.1)
        let lines = try String(contentsOf: cli.folder.appendingPathComponent("cards.txt"), encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.contains("[sound:\(Self.quixotic).wav]") }.count == 2)
        #expect(lines.filter { $0.contains("[sound:\(Self.encoded).wav]") }.count == 1)
        // --media-dir puts them elsewhere; the voice setting names them, --voice wins over it.
        #expect(try cli.run(["config", "set", "voice", "en-gb"]).status == 0)
        #expect(try export(cli, "--format anki --audio --media-dir sounds > gb.txt", path: try programs(cli)).status == 0)
        #expect(try export(cli, "--format anki --audio --voice en-us --media-dir us > us.txt", path: try programs(cli)).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.appendingPathComponent("sounds").path).sorted()
            == ["reader-encoded-en-gb-329018e4.wav", "reader-quixotic-en-gb-999ad6c3.wav"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.appendingPathComponent("us").path).sorted()
            == [Self.encoded + ".wav", Self.quixotic + ".wav"])
    }

    /// LAME first, else FFmpeg, found on PATH at run time (stand-ins that check their arguments).
    @Test func anInstalledEncoderMakesMP3sLameFirst() throws {
        let cli = try capturedStore()
        let lame = #"[ "$1" = --quiet ] && /usr/bin/head -c 4 "$2" | /bin/grep -q RIFF && printf 'lame' > "$3""#
        let ffmpeg = #"[ "$5" = -i ] && /usr/bin/head -c 4 "$6" | /bin/grep -q RIFF && [ "$7" = -f ] && [ "$8" = mp3 ] && printf 'ffmpeg' > "$9""#
        for (programs, made) in [(["ffmpeg": ffmpeg], "ffmpeg"), (["ffmpeg": ffmpeg, "lame": lame], "lame")] {
            let result = try export(cli, "--format anki --audio --media-dir \(made) > \(made).txt", path: try self.programs(cli, programs))
            #expect(result.status == 0 && result.stderr == "")
            let folder = cli.folder.appendingPathComponent(made)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [Self.encoded + ".mp3", Self.quixotic + ".mp3"])
            #expect(try String(contentsOf: folder.appendingPathComponent(Self.encoded + ".mp3"), encoding: .utf8) == made)
            #expect(try String(contentsOf: cli.folder.appendingPathComponent("\(made).txt"), encoding: .utf8).contains("[sound:\(Self.encoded).mp3]"))
        }
        let broken = try export(cli, "--format apkg --audio > broken.apkg", path: try programs(cli, ["lame": "echo 'lame: no space' >&2; exit 1"]))
        #expect(broken.status == 69)
        #expect(broken.stderr == "reader: lame could not make an MP3: lame: no space\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/lame"), "Debian's lame is installed"))
    func withTheRealLameThePackageHoldsAudibleMP3s() throws {
        let cli = try capturedStore()
        let result = try export(cli, "--format apkg --audio > reader.apkg", path: try programs(cli, ["lame": "/usr/bin/lame"]))
        #expect(result.status == 0 && result.stderr == "")
        let entries = try entries(of: cli.folder.appendingPathComponent("reader.apkg"))
        let map = try mediaMap(entries)
        #expect(map == ["0": Self.encoded + ".mp3", "1": Self.quixotic + ".mp3"])
        let mp3 = cli.folder.appendingPathComponent("encode.mp3")
        try #require(entries["0"]).write(to: mp3)
        let wav = cli.folder.appendingPathComponent("encode.wav").path
        let decoded = try cli.run(["--quiet", "--decode", mp3.path, wav], executable: URL(fileURLWithPath: "/usr/bin/lame"))
        #expect(decoded.status == 0)
        let stat = try soxStat(wav)
        #expect(stat.seconds > 0.25 && stat.seconds < 1.5)
        #expect(stat.peak > 0.1)
    }

    @Test(arguments: [
        ("--format apkg --audio --voice xx-nowhere > x.apkg", 64, "reader: no voice 'xx-nowhere' (English voices: "),
        ("--format anki --audio --voice xx-nowhere > x.txt", 64, "reader: no voice 'xx-nowhere' (English voices: "),
        ("--format anki --audio > /dev/null", 64,
         "reader: --audio writes sound files beside the output file: redirect it to a file (reader export --format anki --audio > cards.txt), "
            + "or give --media-dir FOLDER\n"),
        ("--format anki --audio --media-dir story.txt/sounds > x.txt", 73, "reader: story.txt/sounds: cannot create: Not a directory\n"),
        ("--format csv --audio", 64, "reader: --audio applies to --format anki and apkg (see 'reader help')\n"),
        ("--format anki --voice en-gb", 64, "reader: --voice needs --audio (see 'reader help')\n"),
        ("--format apkg --audio --media-dir x > x.apkg", 64, "reader: --media-dir applies to --format anki with --audio (see 'reader help')\n"),
    ] as [(String, Int32, String)])
    func badAudioExportsAreOneLineWithTheirExitCode(arguments: String, status: Int32, message: String) throws {
        let cli = try capturedStore()
        let result = try export(cli, arguments, path: try programs(cli))
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("x.media").path))
    }
}
