(() => {
  window.readerCapture = { base: /*json:base*/null, token: /*json:token*/null };
  const script = document.createElement("script");
  script.src = /*json:base*/null + "/static/capture.js";
  document.body.append(script);
})();
