// ==UserScript==
// @name         reader capture
// @namespace    reader-serve
// @version      {{version}}
// @description  Highlights the New and Learning words of any web page from your reader vocabulary; tap one to capture or mark it (reader serve).
// @match        *://*/*
// @noframes
// @run-at       document-idle
// @inject-into  content
// @sandbox      DOM
// @connect      127.0.0.1
// @connect      localhost
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @grant        GM_setValue
// @grant        GM_registerMenuCommand
// @downloadURL  {{base}}/reader.user.js
// @updateURL    {{base}}/reader.user.js
// ==/UserScript==
