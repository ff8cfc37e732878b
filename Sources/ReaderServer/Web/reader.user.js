"use strict";
(() => {
/*include:capture-overlay.js*/
  const BASE = /*json:base*/null;
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
