"use strict";
(() => {
  const { api, element } = readerPage;
  const section = document.getElementById("review");
  if (!section) return;
  const promptBox = document.getElementById("prompt");
  const answerBox = document.getElementById("answer");
  const revealButton = document.getElementById("reveal");
  const grades = document.getElementById("grades");
  const toast = document.getElementById("toast");
  const progress = document.getElementById("progress");
  let session = null;
  let card = null;
  let revealed = false;
  let busy = false;

  const say = (text, className = "") => {
    toast.textContent = text;
    toast.className = `toast ${className}`;
  };

  // The sentence with its gap, or with the answer in it once revealed (text nodes, never markup).
  function cloze(filled) {
    const line = element("p", undefined, "cloze");
    line.append(card.before, element("span", filled ? card.answer : "[ _____ ]", filled ? "gap learning" : "gap"), card.after);
    return line;
  }

  function show(state) {
    card = state.card;
    revealed = false;
    answerBox.hidden = true;
    answerBox.replaceChildren();
    grades.hidden = true;
    const counts = Object.entries(state.answers).map(([name, count]) => `${name} ${count}`).join(" · ");
    if (!card) {
      const done = Object.values(state.answers).some((count) => count > 0) ? "Session done." : "Nothing to review now.";
      // The engine's phrase ("next card due in 3 hours", as the CLI's summary lists it) made a sentence.
      const next = state.next_due ? ` ${state.next_due.replace(/^next card due/, "The next card is due")}.` : "";
      promptBox.replaceChildren(element("p", done + next));
      revealButton.hidden = true;
      section.classList.remove("boost");
      progress.textContent = counts + (state.graduated.length ? ` · now Known: ${state.graduated.join(", ")}` : "");
      return;
    }
    promptBox.replaceChildren(card.kind === "cloze" ? cloze(false) : element("p", card.prompt));
    revealButton.hidden = false;
    let line = `${state.cram ? "cram · " : ""}${card.remaining} left`;
    if (card.boost_streak !== null) {
      line += ` · ⟳ Brain Boost ${"●".repeat(card.boost_streak)}${"○".repeat(Math.max(state.boost_target - card.boost_streak, 0))}`;
    }
    section.classList.toggle("boost", card.boost_streak !== null);
    progress.textContent = `${line} · ${counts}`;
    revealButton.focus();
  }

  function reveal() {
    if (!card || revealed) return;
    revealed = true;
    if (card.kind === "cloze") promptBox.replaceChildren(cloze(true));
    else answerBox.append(element("p", card.answer, "answer-term learning"));
    for (const note of card.notes) answerBox.append(element("p", note, "note"));
    answerBox.hidden = false;
    revealButton.hidden = true;
    grades.hidden = false;
    grades.querySelector('[data-rating="3"]').focus();
  }

  async function grade(rating) {
    if (!card || !revealed || busy) return;
    busy = true;
    try {
      const state = await api("/api/review/answer", { session, card: card.id, rating: String(rating) });
      say(state.toast, state.outcome.rating);
      show(state);
    } catch (error) {
      say(error.message, "problem");
    }
    busy = false;
  }

  async function start() {
    try {
      const state = await api("/api/review/start", { deck: section.dataset.deck, cram: section.dataset.cram === "1" });
      session = state.session;
      show(state);
    } catch (error) {
      promptBox.replaceChildren();
      say(error.message, "problem");
    }
  }

  revealButton.addEventListener("click", reveal);
  for (const node of grades.querySelectorAll("[data-rating]")) {
    node.addEventListener("click", () => grade(Number(node.dataset.rating)));
  }
  document.addEventListener("keydown", (event) => {
    if (event.target.closest("select, input, textarea") || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!revealed && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      reveal();
    } else if (revealed && ["1", "2", "3", "4"].includes(event.key)) {
      event.preventDefault();
      grade(Number(event.key));
    }
  });
  start();
})();