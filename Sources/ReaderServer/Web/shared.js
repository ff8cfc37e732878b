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

  // What the engine says the statuses are (`WordStatus`) and how they look (`Palette`), filled in when the server starts.
  const engine = /*json:engine*/null;

  return { api, element, button, engine };
})();