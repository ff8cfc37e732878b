import ReaderEngine

/// Served at `/reader.user.js` for Violentmonkey and Tampermonkey (they offer to install a script whose
/// address ends so): the shared overlay, reaching the server with `GM_xmlhttpRequest` from the extension
/// (so a page's own Content-Security-Policy cannot block it, and the page's origin needs no allowing).
/// The file is the same for every run of the server, so it is installed once: it holds the address and
/// no secret. The token lives in the extension's storage (`GM_setValue`), out of the pages' reach: taken
/// from the Capture page when the learner opens it, or pasted when the server refuses an old one. The
/// script runs in the extension's isolated world (`@inject-into content`, `@sandbox DOM`), so a page's
/// own scripts cannot reach the token either. It highlights a page when asked from the extension's
/// menu, and every page of a site the learner chose "always on".
enum UserScript {
    static let path = "/reader.user.js"

    static func source(base: String, version: String) -> String {
        metadata(base: base, version: version) + "\"use strict\";\n(() => {\n" + CaptureOverlay.source
            + "  const BASE = \(JSONString.quoted(base));\n" + boot
    }

    /// What the extensions read before installing: where it may run, whom it may reach, what it uses.
    static func metadata(base: String, version: String) -> String {
        """
        // ==UserScript==
        // @name         reader capture
        // @namespace    reader-serve
        // @version      \(version)
        // @description  Highlights the New and Learning words of any web page from your reader vocabulary; tap one to capture or mark it (reader serve).
        // @match        *://*/*
        // @noframes
        // @run-at       document-idle
        // @inject-into  content
        // @sandbox      DOM
        // @connect      127.0.0.1
        // @connect      localhost
        // @grant        GM_xmlhttpRequest
        // @grant        GM_getValue
        // @grant        GM_setValue
        // @grant        GM_registerMenuCommand
        // @downloadURL  \(base)\(path)
        // @updateURL    \(base)\(path)
        // ==/UserScript==

        """
    }

    private static let boot = #"""
      const own = [BASE, BASE.replace("//127.0.0.1", "//localhost")].includes(location.origin);
      if (own) {
        // The Capture page shows this run's capture token: keeping it spares the learner a paste.
        const token = document.getElementById("token")?.textContent;
        const note = document.getElementById("userscript-status");
        if (token && note) {
          GM_setValue("token", token);
          note.textContent = "The userscript is installed and has this run's token.";
        }
        return;
      }

      const api = (path, payload) => new Promise((resolve, reject) => {
        const unreachable = () => reject(new Error(`reader: reader serve is not running at ${BASE}`));
        GM_xmlhttpRequest({
          method: "POST", url: BASE + path, anonymous: true, timeout: 30000,
          headers: { "Content-Type": "application/json", "X-Reader-Token": GM_getValue("token", "") },
          data: JSON.stringify(payload),
          onload: (response) => {
            let answer = {};
            try {
              answer = JSON.parse(response.responseText);
            } catch {
              // Not JSON (another program on the port): the status says what there is to say.
            }
            if (response.status >= 200 && response.status < 300) return resolve(answer);
            const error = new Error(answer.error ?? `reader serve answered ${response.status}`);
            // The one refusal the userscript's requests meet is an old token (the server started again).
            error.needsToken = response.status === 403;
            reject(error);
          },
          onerror: unreachable,
          ontimeout: unreachable,
        });
      });

      function askToken(ui) {
        const input = ui.element("input");
        input.placeholder = "token";
        input.size = 34;
        input.setAttribute("aria-label", "token");
        const save = () => {
          const token = input.value.trim();
          if (token) GM_setValue("token", token);
          ui.body.replaceChildren();
          ui.say("reader: trying again…");
          ui.resume();
        };
        input.addEventListener("keydown", (event) => {
          if (event.key === "Enter") save();
        });
        ui.body.replaceChildren(ui.element("div", `reader serve needs this run's token: open ${BASE}/capture `
          + "(the userscript takes it from there) or paste it from that page here."), input, ui.button("Save", save));
        input.focus();
      }

      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        startCapture({ api, needsToken: askToken });
      };
      const always = GM_getValue("sites", []).includes(location.origin);
      GM_registerMenuCommand("reader: highlight this page", start);
      GM_registerMenuCommand(`reader: ${always ? "not automatically" : "always"} on ${location.host}`, () => {
        const others = GM_getValue("sites", []).filter((site) => site !== location.origin);
        GM_setValue("sites", always ? others : [...others, location.origin]);
        if (!always) start();
      });
      if (always) start();
    })();

    """#
}
