  function startCapture({ api, needsToken }) {
    // The engine's palette (`Palette`) and request limits, filled in when the server starts.
    const ENGINE = /*json:engine*/null;
    const WORDS = ENGINE.themes.light;
    const LOOK = {
      new: { background: WORDS.newBackground, color: WORDS.newText,
             textDecoration: `underline dotted ${WORDS.newUnderline} 2px` },
      learning: { background: WORDS.learningBackground, color: WORDS.learningText,
                  textDecoration: "underline dashed" },
    };
    const SCHEME = matchMedia("(prefers-color-scheme: dark)").matches ? ENGINE.themes.dark : ENGINE.themes.light;
    const CONTROL = { background: SCHEME.panel, color: "inherit", border: `1px solid ${SCHEME.border}`, borderRadius: "3px" };
    const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, blockquote, dd, dt, figcaption, td, th";
    const SKIP = "script, style, noscript, textarea, nav, [contenteditable], #reader-capture";
    const BATCH_BYTES = 40000;
    const BATCH_BLOCKS = ENGINE.largestRequest;
    const utf8 = new TextEncoder();
    const sent = new Map();      // block element -> the text sent for it
    let waiting = [];
    let timer = null;
    let highlighted = 0;
    let selected = null;

    const panel = document.createElement("div");
    panel.id = "reader-capture";
    Object.assign(panel.style, {
      position: "fixed", left: "0", right: "0", bottom: "0", zIndex: "2147483647", maxHeight: "45vh", overflow: "auto",
      background: SCHEME.panel, color: SCHEME.ink, colorScheme: SCHEME.colorScheme, font: "15px/1.45 sans-serif",
      padding: "10px 16px", borderTop: `2px solid ${SCHEME.border}`, boxShadow: "0 -4px 12px #0003", textAlign: "left",
    });
    const statusLine = document.createElement("div");
    statusLine.setAttribute("role", "status");
    const body = document.createElement("div");
    panel.append(body, statusLine);
    document.body.append(panel);

    const say = (text, problem = false) => {
      statusLine.textContent = text;
      statusLine.style.color = problem ? SCHEME.problem : "inherit";
    };

    const element = (tag, text) => {
      const node = document.createElement(tag);
      if (text !== undefined) node.textContent = text;
      return node;
    };

    function button(label, action) {
      const node = element("button", label);
      node.type = "button";
      Object.assign(node.style, CONTROL, { font: "inherit", padding: "3px 10px", marginRight: "6px", marginTop: "6px" });
      node.addEventListener("click", action);
      return node;
    }

    const schedule = (delay) => {
      if (waiting.length && !timer) timer = setTimeout(flush, delay);
    };
    const ui = { body, say, element, button, resume: () => schedule(0) };
    const fail = (error) => {
      say(error.message, true);
      if (error.needsToken && needsToken) needsToken(ui);
    };

    function look(word, status) {
      const style = LOOK[status] ?? { background: "", color: "", textDecoration: "" };
      Object.assign(word.style, style, { cursor: "pointer", borderRadius: "2px" });
      word.dataset.readerStatus = status;
    }

    function recolour(key, status) {
      for (const word of document.querySelectorAll("span.reader-word")) {
        if (word.dataset.readerKey === key) look(word, status);
      }
    }

    // The leaf blocks of visible text: a paragraph, not the list that holds paragraphs.
    const isLeaf = (block) => !block.querySelector(BLOCKS) && !block.closest(SKIP) && block.textContent.trim().length > 1;

    function textNodes(block) {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const nodes = [];
      while (walker.nextNode()) nodes.push(walker.currentNode);
      return nodes;
    }

    // Wraps each range [start, end) (UTF-16 units of the block's text) that lies in one text node.
    function wrap(block, ranges) {
      const nodes = textNodes(block);
      const starts = [];
      let at = 0;
      for (const node of nodes) {
        starts.push(at);
        at += node.data.length;
      }
      for (const [start, end, status, key, byte] of [...ranges].reverse()) {
        let index = nodes.length - 1;
        while (index >= 0 && starts[index] > start) index -= 1;
        if (index < 0 || end - starts[index] > nodes[index].data.length) continue;
        const range = document.createRange();
        range.setStart(nodes[index], start - starts[index]);
        range.setEnd(nodes[index], end - starts[index]);
        const word = document.createElement("span");
        word.className = "reader-word";
        word.dataset.readerKey = key;
        word.dataset.readerAt = String(byte);
        look(word, status);
        range.surroundContents(word);
        highlighted += 1;
      }
    }

    async function flush() {
      timer = null;
      while (waiting.length) {
        const batch = [];
        let size = 0;
        while (waiting.length && size < BATCH_BYTES && batch.length < BATCH_BLOCKS) {
          const block = waiting.shift();
          const text = block.textContent;
          if (utf8.encode(text).length > ENGINE.largestBlock) continue;
          sent.set(block, text);
          batch.push(block);
          size += text.length * 3;
        }
        if (!batch.length) continue;
        try {
          const answer = await api("/api/page/words", { blocks: batch.map((block) => sent.get(block)) });
          batch.forEach((block, index) => wrap(block, answer.blocks[index]));
          say(`reader: ${highlighted} New and Learning words highlighted; tap one for its card`);
        } catch (error) {
          // The blocks wait for `resume` (a token given, say).
          waiting = [...batch, ...waiting];
          fail(error);
          return;
        }
      }
    }

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || sent.has(entry.target)) continue;
        observer.unobserve(entry.target);
        sent.set(entry.target, null);
        waiting.push(entry.target);
      }
      schedule(30);
    }, { rootMargin: "300px 0px" });
    for (const block of document.querySelectorAll(BLOCKS)) if (isLeaf(block)) observer.observe(block);

    const blockOf = (word) => {
      for (let node = word.parentElement; node; node = node.parentElement) if (sent.has(node)) return node;
      return null;
    };
    const tap = (word) => ({ text: sent.get(blockOf(word)), at: Number(word.dataset.readerAt) });

    function close() {
      body.replaceChildren();
      selected = null;
    }

    async function mark(status) {
      if (!selected) return;
      try {
        const answer = await api("/api/mark", { term: selected.dataset.readerKey, status });
        recolour(answer.term, answer.status);
        say(`${answer.term}: ${answer.status}`);
        close();
      } catch (error) {
        fail(error);
      }
    }

    async function capture() {
      if (!selected) return;
      const request = { ...tap(selected), phrase: false, title: document.title, url: location.href };
      body.replaceChildren(element("strong", `Capture “${selected.textContent}”`));
      const sentence = element("textarea");
      Object.assign(sentence.style, CONTROL, { display: "block", width: "100%", minHeight: "3em", font: "inherit" });
      const deck = element("input");
      deck.placeholder = "deck (optional)";
      Object.assign(deck.style, CONTROL, { font: "inherit" });
      const save = button("Save", async () => {
        try {
          const answer = await api("/api/page/capture", { ...request, sentence: sentence.value, deck: deck.value });
          recolour(answer.term, "learning");
          say(`captured ${answer.term} (learning) from ${answer.source}`);
          close();
        } catch (error) {
          fail(error);
        }
      });
      body.append(sentence, deck, element("br"), save, button("Cancel", close));
      try {
        sentence.value = (await api("/api/page/draft", request)).sentence;
      } catch (error) {
        fail(error);
      }
      sentence.focus();
    }

    async function open(word) {
      selected = word;
      try {
        const entry = await api("/api/page/card", tap(word));
        const parts = [
          entry.ipa?.length ? `/${entry.ipa[0]}/` : null,
          entry.lemma && entry.lemma !== entry.term.toLowerCase() ? `lemma: ${entry.lemma}` : null,
          entry.frequency?.shown,
          entry.cefr,
          `status: ${entry.status}`,
        ].filter(Boolean);
        const title = element("strong", entry.term);
        title.style.fontSize = "18px";
        body.replaceChildren(title, element("div", parts.join(" · ")));
        const list = element("ol");
        for (const sense of (entry.senses ?? []).slice(0, 3)) list.append(element("li", `${sense.pos}: ${sense.gloss}`));
        if (list.children.length) body.append(list);
        // The leading sense's words in the learner's language, in their own direction.
        if (entry.translation) {
          const line = element("div", `${entry.translation.label}: `);
          const words = element("span", entry.translation.words.length ? entry.translation.words.join(", ") : "no translation of this sense");
          if (entry.translation.words.length) {
            words.lang = entry.translation.language;
            words.dir = entry.translation.direction;
          }
          line.append(words);
          body.append(line);
        }
        body.append(button("Capture", capture), button("Known", () => mark("known")), button("Learning", () => mark("learning")),
                    button("Ignored", () => mark("ignored")), button("New", () => mark("new")), button("Close", close));
      } catch (error) {
        fail(error);
      }
    }

    document.addEventListener("click", (event) => {
      const word = event.target.closest?.("span.reader-word");
      if (!word) return;
      event.preventDefault();
      event.stopPropagation();
      open(word);
    }, true);
    say("reader: reading the page…");
    return ui;
  }
