"use strict";
(() => {
/*include:capture-overlay.js*/
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