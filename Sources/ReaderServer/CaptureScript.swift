/// Served at `/static/capture.js` and loaded by the bookmarklet into any web page (it holds no secret:
/// the bookmarklet passes the address and the token in `window.readerCapture`): the shared overlay,
/// reaching the server with `fetch` from the page's origin (so only from a site the learner allowed).
enum CaptureScript {
    static let source = "\"use strict\";\n(() => {\n" + CaptureOverlay.source + #"""
      const config = window.readerCapture;
      if (!config || window.readerCaptureStarted) return;
      window.readerCaptureStarted = true;
      const { base, token } = config;

      async function api(path, payload) {
        let response;
        try {
          response = await fetch(base + path, {
            method: "POST", mode: "cors", credentials: "omit",
            headers: { "Content-Type": "application/json", "X-Reader-Token": token },
            body: JSON.stringify(payload),
          });
        } catch {
          // The browser hides a refused preflight's answer: say what it most likely was.
          throw new Error(`reader: this site is not allowed (or reader serve is not running): allow it on ${base}/capture`);
        }
        const answer = await response.json().catch(() => ({}));
        if (!response.ok) throw new Error(answer.error ?? `reader serve answered ${response.status}`);
        return answer;
      }

      startCapture({ api });
    })();
    """#
}
