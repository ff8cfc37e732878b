"use strict";
(() => {
  const { api, element, button, engine } = readerPage;
  const article = document.getElementById("text");
  if (!article) return;
  const textId = article.dataset.text;
  const pageNumber = Number(article.dataset.page);
  const card = document.getElementById("card");
  const statusLine = document.getElementById("status");
  const HIGHLIGHTED = engine.highlighted;   // the statuses a word is coloured for
  let selected = null;      // the selected word's element
  let phrase = null;        // the expansion shown, if any
  let lastBatch = null;     // the last change made on this page, for undo

  const say = (text, problem = false) => {
    statusLine.textContent = text;
    statusLine.classList.toggle("problem", problem);
  };

  const query = (at) => `text=${encodeURIComponent(textId)}&at=${at}`;
  const words = () => article.querySelectorAll(".w");

  // Every occurrence of a term gets its new status: the words carry their lemma in data-k.
  function recolour(term, status) {
    for (const word of article.querySelectorAll(`.w[data-k="${CSS.escape(term)}"]`)) {
      word.classList.remove(...HIGHLIGHTED);
      if (HIGHLIGHTED.includes(status) && !word.closest(".phrase")) word.classList.add(status);
    }
    for (const run of article.querySelectorAll(".phrase")) {
      if (run.title === term) {
        run.classList.remove(...HIGHLIGHTED);
        if (HIGHLIGHTED.includes(status)) run.classList.add(status);
      }
    }
  }

  function select(word) {
    selected?.classList.remove("selected");
    selected = word;
    phrase = null;
    if (word) {
      word.classList.add("selected");
      word.scrollIntoView({ block: "nearest" });
    }
  }

  function showCard(entry, heading) {
    card.replaceChildren();
    const title = element("h2", heading ?? entry.term);
    card.append(title);
    const meta = element("p", undefined, "meta");
    const parts = [
      entry.ipa?.length ? `/${entry.ipa[0]}/` : null,
      entry.lemma && entry.lemma !== entry.term.toLowerCase() ? `lemma: ${entry.lemma}` : null,
      entry.frequency?.shown,   // the engine's words, as the terminal's card writes them
      entry.cefr,
      entry.status ? `status: ${entry.status}` : null,
      entry.source ? `from: ${entry.source}` : null,
    ].filter(Boolean);
    for (const part of parts) meta.append(element("span", part));
    card.append(meta);
    if (entry.senses?.length) {
      if (entry.senses_of) card.append(element("p", `Senses of “${entry.senses_of}”:`));
      const list = element("ol");
      for (const sense of entry.senses.slice(0, 4)) list.append(element("li", `${sense.pos}: ${sense.gloss}`));
      card.append(list);
    }
    if (entry.translation) card.append(translationLine(entry.translation));
    const actions = element("div", undefined, "actions");
    actions.append(
      button("Capture", "c", () => draftCapture()),
      button("Known", "K", () => mark("known")),
      button("Learning", "L", () => mark("learning")),
      button("Ignored", "I", () => mark("ignored")),
      button("New", "U", () => mark("new")),
      button("Phrase", "e", () => expand()),
      button("Close", "Esc", () => closeCard()),
    );
    card.append(actions);
    card.hidden = false;
  }

  // The leading sense's words in the learner's language, in their own script direction.
  function translationLine(translation) {
    const line = element("p", `${translation.label}: `, "translation");
    if (translation.words.length) {
      const words = element("span", translation.words.join(", "));
      words.lang = translation.language;
      words.dir = translation.direction;
      line.append(words);
    } else {
      line.append("no translation of this sense");
    }
    return line;
  }

  function closeCard() {
    card.hidden = true;
    card.replaceChildren();
  }

  async function openCard(word) {
    select(word);
    try {
      showCard(await api(`/api/card?${query(word.dataset.at)}`));
    } catch (error) {
      say(error.message, true);
    }
  }

  async function expand() {
    if (!selected) return;
    try {
      const expansion = await api(`/api/expand?${query(selected.dataset.at)}`);
      if (expansion.source === "word") {
        say(`“${expansion.text}” is a word on its own here`);
        return;
      }
      phrase = expansion;
      const entry = await api(`/api/card?${query(selected.dataset.at)}&phrase=1`);
      showCard({ ...entry, lemma: expansion.lemma, source: expansion.source }, expansion.text);
      say(`phrase: ${expansion.lemma} (${expansion.source})`);
    } catch (error) {
      say(error.message, true);
    }
  }

  async function mark(status) {
    const term = phrase ? phrase.lemma : selected?.dataset.k;
    if (!term) return;
    try {
      const answer = await api("/api/mark", { term, status });
      recolour(answer.term, answer.status);
      lastBatch = answer.batch;
      say(`${answer.term}: ${answer.status}${answer.was ? ` (was ${answer.was})` : ""}`);
      closeCard();
    } catch (error) {
      say(error.message, true);
    }
  }

  function sentenceAround(word) {
    const paragraph = word.closest("p");
    return paragraph ? paragraph.textContent.replace(/\s+/g, " ").trim() : word.textContent;
  }

  async function draftCapture() {
    if (!selected) return;
    const word = selected;
    const asPhrase = phrase !== null;
    card.replaceChildren();
    card.append(element("h2", `Capture “${asPhrase ? phrase.text : word.textContent}”`));
    const sentence = element("textarea");
    sentence.name = "sentence";
    sentence.setAttribute("aria-label", "sentence (edit it to keep the part that matters)");
    sentence.value = "";
    const deck = element("input");
    deck.name = "deck";
    deck.placeholder = "deck (optional)";
    const note = element("input");
    note.name = "note";
    note.placeholder = "note (optional)";
    const save = button("Save", "Enter", async () => {
      try {
        const answer = await api("/api/capture", {
          text: textId, at: Number(word.dataset.at), phrase: asPhrase,
          sentence: sentence.value, deck: deck.value, note: note.value,
        });
        recolour(answer.term, "learning");
        lastBatch = answer.batch;
        say(`captured ${answer.term} (learning)`);
        closeCard();
      } catch (error) {
        say(error.message, true);
      }
    });
    const actions = element("div", undefined, "actions");
    actions.append(save, button("Cancel", "Esc", () => closeCard()));
    card.append(sentence, deck, note, actions);
    card.hidden = false;
    // The sentence the engine would keep, editable before saving (the paragraph until it answers).
    sentence.value = sentenceAround(word);
    try {
      const draft = await api(`/api/draft?${query(word.dataset.at)}&phrase=${asPhrase ? 1 : 0}`);
      sentence.value = draft.sentence;
    } catch (error) {
      say(error.message, true);
    }
    sentence.focus();
    sentence.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey) {
        event.preventDefault();
        save.click();
      }
    });
  }

  async function finishPage() {
    if (!confirm("Mark every word still New on this page Known?")) return;
    try {
      const answer = await api("/api/finish", { text: textId, page: pageNumber });
      for (const term of answer.marked) recolour(term, "known");
      lastBatch = answer.batch;
      say(`marked ${answer.marked.length} new word${answer.marked.length === 1 ? "" : "s"} known`);
    } catch (error) {
      say(error.message, true);
    }
  }

  async function undo() {
    if (lastBatch === null) {
      say("nothing to undo on this page");
      return;
    }
    try {
      const answer = await api("/api/undo", { batch: lastBatch });
      for (const step of answer.reverted) recolour(step.term, step.status);
      lastBatch = null;
      say(`undone: ${answer.reverted.map((step) => step.term).join(", ") || "nothing changed"}`);
    } catch (error) {
      say(error.message, true);
    }
  }

  function moveToNew(step) {
    const all = [...words()];
    let index = selected ? all.indexOf(selected) : -1;
    for (let count = 0; count < all.length; count += 1) {
      index = (index + step + all.length) % all.length;
      if (all[index].classList.contains("new")) return select(all[index]);
    }
  }

  function moveWord(step) {
    const all = [...words()];
    const index = selected ? all.indexOf(selected) : -1;
    const next = all[Math.min(Math.max(index + step, 0), all.length - 1)];
    if (next) select(next);
  }

  // A long press (touch) expands to the phrase, as shift-click does; the click that ends it does nothing more.
  let pressTimer = null;
  let longPressed = false;
  article.addEventListener("pointerdown", (event) => {
    const word = event.target.closest(".w");
    longPressed = false;
    if (!word) return;
    pressTimer = setTimeout(() => {
      longPressed = true;
      select(word);
      expand();
    }, 500);
  });
  for (const name of ["pointerup", "pointercancel", "pointerleave"]) {
    article.addEventListener(name, () => clearTimeout(pressTimer));
  }
  article.addEventListener("click", (event) => {
    const word = event.target.closest(".w");
    if (!word || longPressed) return;
    if (event.shiftKey) {
      select(word);
      expand();
    } else {
      openCard(word);
    }
  });

  for (const node of document.querySelectorAll('[data-action="finish"]')) node.addEventListener("click", finishPage);
  for (const node of document.querySelectorAll('[data-action="undo"]')) node.addEventListener("click", undo);

  const keys = {
    ArrowRight: () => moveWord(1), l: () => moveWord(1),
    ArrowLeft: () => moveWord(-1), h: () => moveWord(-1),
    n: () => moveToNew(1), N: () => moveToNew(-1),
    Enter: () => selected && openCard(selected),
    Escape: () => closeCard(),
    e: () => expand(),
    c: () => draftCapture(),
    K: () => mark("known"), L: () => mark("learning"), I: () => mark("ignored"), U: () => mark("new"),
    u: () => undo(),
    f: () => finishPage(),
    M: () => document.body.classList.toggle("pattern"),
    T: () => {
      const dark = document.body.classList.contains("dark") ||
        (!document.body.classList.contains("light") && matchMedia("(prefers-color-scheme: dark)").matches);
      document.body.classList.toggle("dark", !dark);
      document.body.classList.toggle("light", dark);
    },
    "?": () => say("keys: click a word (Enter), shift-click or e phrase, c capture, K L I U mark, u undo, f finish, n N next New, M patterns, T theme, Esc close"),
  };
  // The page shown is where reading goes on next time: saved by a POST with the token, never by the page's GET.
  api("/api/position", { text: textId, page: pageNumber }).catch((error) => say(error.message, true));

  document.addEventListener("keydown", (event) => {
    if (event.target.closest("textarea, input") || event.ctrlKey || event.metaKey || event.altKey) return;
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
})();