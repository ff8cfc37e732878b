"use strict";
(() => {
  const { api } = readerPage;
  const form = document.getElementById("add-text");
  if (!form) return;
  const status = document.getElementById("status");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const file = form.elements.file.files[0];
    try {
      const text = file ? await file.text() : form.elements.text.value;
      const answer = await api("/api/texts", { title: form.elements.title.value, text, name: file ? file.name : null });
      location.href = `/read?text=${encodeURIComponent(answer.id)}`;
    } catch (error) {
      status.textContent = error.message;
      status.classList.add("problem");
    }
  });
})();