import Foundation
import Testing

/// Issue 31: `reader serve` prints its address, answers on the loopback, and stops cleanly on
/// SIGTERM and SIGINT (exit 0, "stopped"), with a mark made before the stop in the store.
@Suite struct ServeCommandTests {
    /// Starts the server in the background, waits for its address line, sends a page request and a
    /// mark (with the token the page carries), stops it with the signal, and prints what happened.
    static let session = #"""
        R="$1"; LIB="$2"; PORT="$3"; SIGNAL="$4"
        "$R" serve "$LIB" --port "$PORT" > serve.out 2> serve.err &
        pid=$!
        for _ in $(seq 1 600); do grep -q serving serve.out && break; sleep 0.1; done
        request() {
            exec 3<>"/dev/tcp/127.0.0.1/$PORT"
            printf "%s" "$1" >&3
            timeout 20 cat <&3 > "$2"
            exec 3<&-
        }
        request $'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' library.http
        token=$(sed -n 's/.*name="reader-token" content="\([0-9a-f]*\)".*/\1/p' library.http)
        body='{"term":"lantern","status":"known"}'
        request "POST /api/mark HTTP/1.1"$'\r\n'"Host: 127.0.0.1"$'\r\n'"Connection: close"$'\r\n'"X-Reader-Token: $token"$'\r\n'"Content-Type: application/json"$'\r\n'"Content-Length: ${#body}"$'\r\n\r\n'"$body" mark.http
        kill -"$SIGNAL" "$pid"
        wait "$pid"
        echo "exit=$?"
        head -1 library.http
        grep -c 'lamp.txt' library.http
        tail -1 mark.http
        cat serve.out serve.err
        """#

    @Test(arguments: ["TERM", "INT"])
    func serveAnswersAndStopsCleanlyOnASignal(signal: String) throws {
        let cli = try ReaderCLI()
        let library = try cli.folder("library", ["lamp.txt": Array("The lantern glowed in the dark hall.\n".utf8)])
        let port = 20_000 + Int(getpid() % 10_000) + (signal == "TERM" ? 0 : 1)
        let result = try cli.run(["-c", Self.session, "bash", try #require(ReaderCLI.binary).path, library.path, String(port), signal],
                                 in: cli.folder, executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.stdout == """
            exit=0
            HTTP/1.1 200 OK\r
            1
            {"term":"lantern","status":"known","change":"added","was":null,"batch":1}
            reader: serving http://127.0.0.1:\(port)/ (Ctrl-C stops)
            reader: stopped

            """)
        #expect(try cli.listed() == ["lantern": "known"])
    }

    /// Issue 47: a bad `READER_NOW` is refused by `serve` as by every other command (it used the system clock).
    @Test func aBadReaderNowIsAUsageError() throws {
        let cli = try ReaderCLI()
        let library = try cli.folder("library", ["lamp.txt": Array("The lantern glowed.\n".utf8)])
        let result = try cli.run(["serve", library.path, "--port", "1"], environment: ["READER_NOW": "yesterday"])
        #expect(result.status == 64)
        #expect(result.stderr == "reader: READER_NOW='yesterday' is not an ISO 8601 time (e.g. 2026-11-24T09:00:00Z)\n")
    }

    @Test func aMissingLibraryFolderIsAnError() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["serve", cli.folder.appendingPathComponent("nowhere").path])
        #expect(result.status == 66)
        #expect(result.stderr == "reader: \(cli.folder.appendingPathComponent("nowhere").path): no such file\n")
    }
}
