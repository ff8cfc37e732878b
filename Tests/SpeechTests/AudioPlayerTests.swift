import Foundation
import Speech
import Testing

@Suite("Speech: finding and running a player")
struct AudioPlayerTests {
    /// A folder holding fake players: shell scripts that act as a player would, written by a child
    /// shell (a write descriptor of this process could leak into a sibling test's fork: ETXTBSY).
    private func folder(with scripts: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-players-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, body) in scripts {
            let writer = Process()
            writer.executableURL = URL(fileURLWithPath: "/bin/sh")
            writer.arguments = ["-c", "printf '#!/bin/sh\\n%s\\n' \"$2\" > \"$1\" && chmod 755 \"$1\"", "sh",
                                folder.appendingPathComponent(name).path, body]
            try writer.run()
            writer.waitUntilExit()
        }
        return folder
    }

    @Test func theFirstKnownPlayerOnThePathWins() throws {
        let players = try folder(with: ["aplay": "exit 0", "ffplay": "exit 0"])
        defer { try? FileManager.default.removeItem(at: players) }
        let (player, executable) = try AudioPlayer.find(chosen: nil, searchPath: "/nonexistent:" + players.path)
        #expect(player.command == ["aplay", "-q"])
        #expect(executable == players.appendingPathComponent("aplay").path)
    }

    @Test func noPlayerNamesTheOnesTried() throws {
        let empty = try folder(with: [:])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: SpeechError.noPlayer(tried: ["pw-play", "paplay", "aplay", "ffplay"])) {
            try AudioPlayer.find(chosen: nil, searchPath: empty.path)
        }
        #expect(throws: SpeechError.noPlayer(tried: ["mpv"])) {
            try AudioPlayer.find(chosen: "mpv --really-quiet", searchPath: empty.path)
        }
    }

    @Test func aChosenPlayerGetsItsArgumentsThenTheFile() throws {
        let received = FileManager.default.temporaryDirectory.appendingPathComponent("reader-played-\(UUID().uuidString)").path
        let players = try folder(with: ["myplayer": "printf '%s\\n' \"$@\" > \(received)"])
        defer { try? FileManager.default.removeItem(at: players); try? FileManager.default.removeItem(atPath: received) }
        let (player, executable) = try AudioPlayer.find(chosen: "myplayer --quiet", searchPath: players.path)
        try player.play(wavFile: "/tmp/word.wav", executable: executable)
        #expect(try String(contentsOfFile: received, encoding: .utf8) == "--quiet\n/tmp/word.wav\n")
    }

    @Test func aPlayerWithoutADeviceReportsItsOwnFirstLine() throws {
        let players = try folder(with: ["aplay": "echo 'aplay: main:831: audio open error: No such file or directory' >&2; echo more >&2; exit 1"])
        defer { try? FileManager.default.removeItem(at: players) }
        let (player, executable) = try AudioPlayer.find(chosen: nil, searchPath: players.path)
        #expect(throws: SpeechError.playerFailed(player: "aplay", reason: "aplay: main:831: audio open error: No such file or directory")) {
            try player.play(wavFile: "/tmp/word.wav", executable: executable)
        }
    }
}
