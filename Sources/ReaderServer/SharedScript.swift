/// Served at `/static/shared.js`, before each page's own script: the page's token, requests to
/// this server (errors as the `{"error"}` line the server answers) and elements built as text,
/// never from HTML, so nothing a text or an answer holds can become markup.
enum SharedScript {
    static let source = #"""
    "use strict";
    const readerPage = (() => {
      const token = document.querySelector('meta[name="reader-token"]')?.content ?? "";

      async function api(path, body) {
        const options = body === undefined ? {} : {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Reader-Token": token },
          body: JSON.stringify(body),
        };
        const response = await fetch(path, options);
        const answer = await response.json();
        if (!response.ok) throw new Error(answer.error ?? response.statusText);
        return answer;
      }

      const element = (tag, text, className) => {
        const node = document.createElement(tag);
        if (text !== undefined) node.textContent = text;
        if (className) node.className = className;
        return node;
      };

      function button(label, key, action) {
        const node = element("button", label);
        node.type = "button";
        node.title = key;
        node.addEventListener("click", action);
        return node;
      }

      return { api, element, button };
    })();
    """#
}
