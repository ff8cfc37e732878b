"use strict";
(() => {
  const { api } = readerPage;
  const status = document.getElementById("status");
  async function set(origin, allow) {
    try {
      await api("/api/origins", { origin: origin.trim().replace(/\/+$/, ""), allow });
      location.reload();
    } catch (error) {
      status.textContent = error.message;
      status.classList.add("problem");
    }
  }
  document.getElementById("copy-token").addEventListener("click", async () => {
    await navigator.clipboard.writeText(document.getElementById("token").textContent);
    status.textContent = "token copied";
  });
  document.getElementById("allow").addEventListener("submit", (event) => {
    event.preventDefault();
    set(event.target.elements.origin.value, true);
  });
  for (const node of document.querySelectorAll("button[data-origin]")) {
    node.addEventListener("click", () => set(node.dataset.origin, node.dataset.allow === "1"));
  }
})();