#!/usr/bin/env python3
"""End-to-end check of `reader serve` in a real browser (issue 31): headless Chromium driven by
Selenium opens the library, reads a text, opens a word's card, expands a phrase with shift-click,
captures a word with an edited sentence, marks a word Known with its key and sees every occurrence
recoloured, finishes the page and undoes it; the store is then checked with `reader list`. It reviews
the captured word (cloze, reveal, Again and Brain Boost, Good and its toast), sees the stats page, and
runs the bookmarklet on a saved article served from another origin (refused, allowed on the Capture
page, the viewport's words first, a tap's card, a capture whose source is the page), then the userscript
(reader.user.js with GM_* shims, its requests sent as an extension sends them) on that article from an
origin never allowed: the token asked and pasted, lazy highlights, a capture in the store, the token taken
from the Capture page, a site "always on". After Ctrl-C it starts the server again: the allowed site is still
allowed.
Screenshots of every page in light and dark go to --shots (looked at by a person).

Usage: python3 scripts/browser_check.py READER_BINARY [--shots DIR]
Needs Debian's chromium and chromium-driver and PyPI's selenium. Exits 0 when every check passed.
"""
import argparse
import http.client
import http.server
import json
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

TEXT = (
    "She made a decision to leave the old house. The house was quiet.\n\n"
    "The children ran to the garden and saw a bird near the house.\n"
)

failures = []
passes = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    (passes if condition else failures).append(what)


def dark(driver, on):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark" if on else "light"}]})


def shoot(driver, shots, name, themes=("light", "dark")):
    """Screenshots of the page as it is, the window as tall as the page, in each theme (then light again)."""
    if not shots:
        return
    size = driver.get_window_size()
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(1000, min(max(height + 90, 400), 2400))
    for theme in themes:
        dark(driver, theme == "dark")
        driver.save_screenshot(os.path.join(shots, f"{name}-{theme}.png"))
    dark(driver, False)
    driver.set_window_size(size["width"], size["height"])


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(reader, library, env, port):
    server = subprocess.Popen([reader, "serve", library, "--port", str(port)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if "serving" not in line:
        server.kill()
        sys.exit("reader serve did not start: " + line + server.stderr.read())
    return server


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,1400"):
        options.add_argument(argument)
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def classes(driver, key):
    """The status classes of every occurrence of a term (the selection outline left out)."""
    return [" ".join(name for name in element.get_attribute("class").split() if name != "selected")
            for element in driver.find_elements(By.CSS_SELECTOR, f'.w[data-k="{key}"]')]


def listed(reader, env):
    out = subprocess.run([reader, "list", "--format", "jsonl"], env=env, capture_output=True, text=True, check=True).stdout
    return {record["lemma"]: record["status"] for record in map(json.loads, out.splitlines())}


def saved_positions(env):
    """The reading positions in the store (their byte offsets)."""
    with sqlite3.connect(f"file:{env['READER_DB']}?mode=ro", uri=True) as store:
        return [offset for (offset,) in store.execute("SELECT \"offset\" FROM reading_position")]


SCRIPTS = ("/static/shared.js", "/static/reader.js", "/static/library.js", "/static/review.js", "/static/capture-page.js",
           "/static/capture.js", "/reader.user.js")


def scripts_parse(driver, port):
    """Every script the server serves (the bookmarklet's and the userscript too, which no page of its own loads)
    compiles as JavaScript in the browser, with the engine's values filled in."""
    for path in SCRIPTS:
        source = urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read().decode("utf-8")
        problem = driver.execute_script("try { new Function(arguments[0]); return null; } catch (e) { return String(e); }", source)
        check(problem is None, f"{path} is JavaScript the browser compiles" + (f": {problem}" if problem else ""))


def read_html_cards(driver, wait, reader, scratch):
    """`reader read --format html` writes a page that stands alone: a click on a New word opens its card, which
    writes the frequency and level as every card does (CardFacts.frequencyAndLevel) and the status."""
    folder = os.path.join(scratch, "page")
    os.makedirs(folder)
    with open(os.path.join(folder, "plan.txt"), "w") as text:
        text.write("A quixotic plan.\n")
    env = dict(os.environ, READER_DB=os.path.join(folder, "vocabulary.sqlite"), HOME=folder)
    page = subprocess.run([reader, "read", os.path.join(folder, "plan.txt"), "--format", "html"], env=env,
                          capture_output=True, check=True).stdout
    with open(os.path.join(folder, "plan.html"), "wb") as out:
        out.write(page)
    driver.get("file://" + os.path.join(folder, "plan.html"))
    driver.find_element(By.CSS_SELECTOR, 'span.new[title="quixotic"]').click()
    card = wait.until(lambda d: d.find_element(By.ID, "reader-card") if d.find_element(By.ID, "reader-card").is_displayed() else None)
    facts = card.find_elements(By.CSS_SELECTOR, "p")[1].text
    check(re.fullmatch(r"Rare \(rank [\d,]+\) · C2 · status: new", facts) is not None,
          "read --format html: the card's facts are the engine's words: " + facts)
    check(card.find_element(By.CSS_SELECTOR, "span.badge").get_attribute("class") == "badge Rare", "the facts carry the badge's colour")
    card.find_element(By.TAG_NAME, "button").click()
    check(not card.is_displayed(), "read --format html: Close hides the card")


def review(driver, wait, shots):
    """The captured word comes back on the review page as a cloze of the sentence as edited."""
    driver.find_element(By.LINK_TEXT, "Review").click()
    prompt = wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#prompt .cloze"))
    check(prompt.text == "saw a [ _____ ] near the house", "the review asks the captured word as a cloze: " + prompt.text)
    shoot(driver, shots, "review-question", themes=("light",))
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait.until(lambda d: d.find_element(By.ID, "grades").is_displayed())
    check(driver.find_element(By.ID, "prompt").text == "saw a bird near the house", "the reveal fills the gap")
    check([b.text for b in driver.find_elements(By.CSS_SELECTOR, "#grades .grade")] == ["1 Again", "2 Hard", "3 Good", "4 Easy"],
          "the four grades show their word")
    shoot(driver, shots, "review")
    driver.find_element(By.TAG_NAME, "body").send_keys("1")
    wait.until(lambda d: "bird: again" in d.find_element(By.ID, "toast").text)
    check("Brain Boost" in driver.find_element(By.ID, "progress").text, "Again brings the card back marked Brain Boost")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait.until(lambda d: d.find_element(By.ID, "grades").is_displayed())
    driver.find_element(By.CSS_SELECTOR, '#grades .grade.good').click()
    wait.until(lambda d: "bird: good" in d.find_element(By.ID, "toast").text)
    check("next review in" in driver.find_element(By.ID, "toast").text, "a grade's toast gives the next interval")
    # Brain Boost brings an Again card back until it is answered right twice: Good again until the sitting ends.
    for _ in range(3):
        if wait.until(lambda d: d.find_element(By.ID, "prompt").text).startswith("Session done"):
            break
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
        wait.until(lambda d: d.find_element(By.ID, "grades").is_displayed())
        driver.find_element(By.CSS_SELECTOR, '#grades .grade.good').click()
        wait.until(lambda d: not d.find_element(By.ID, "grades").is_displayed())
    done = driver.find_element(By.ID, "prompt").text
    check(re.fullmatch(r"Session done\. The next card is due in \d+ (minutes?|hours?|days?)\.", done) is not None,
          "the review's last line is a sentence: " + done)


def narrow_library(driver, port, library):
    """At 390 px (a phone) the library fits, a file name with no place to break included (wider than
    the window before issue 51): its titles wrap and its table scrolls in its own box, the page never sideways;
    every page links its icon, served where browsers ask for it by themselves."""
    with open(os.path.join(library, "TheLighthouseKeepersLettersVolumeOne.txt"), "w") as text:
        text.write(TEXT)
    driver.set_window_size(390, 844)
    driver.get(f"http://127.0.0.1:{port}/")
    widths = driver.execute_script("const e = document.documentElement; return [e.scrollWidth, e.clientWidth];")
    check(widths[0] <= widths[1], f"at 390 px the library page does not scroll sideways (scrollWidth, clientWidth: {widths})")
    icon = driver.find_element(By.CSS_SELECTOR, 'link[rel="icon"]').get_attribute("href")
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/favicon.ico") as ico, urllib.request.urlopen(icon) as svg:
        check(ico.status == 200 and svg.status == 200 and svg.headers["Content-Type"] == "image/svg+xml",
              "the page's icon and /favicon.ico are served (no 404)")
    driver.set_window_size(1000, 1400)


def stats(driver, wait, shots):
    """The stats page draws the review just made: the curve, today's answers in the heatmap."""
    driver.find_element(By.LINK_TEXT, "Stats").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "svg.chart"))
    check(len(driver.find_elements(By.CSS_SELECTOR, "svg.chart")) == 5, "the stats page draws its five charts")
    check(driver.find_elements(By.CSS_SELECTOR, "svg.chart polyline.curve"), "the forgetting curve is drawn")
    heatmap = driver.find_elements(By.CSS_SELECTOR, "svg.chart")[2]
    answered = [title.get_attribute("textContent") for title in heatmap.find_elements(By.CSS_SELECTOR, "rect:not(.h0) title")]
    check(len(answered) == 1 and answered[0].endswith(": 3"), "today's three answers are in the review heatmap: " + ", ".join(answered))
    shoot(driver, shots, "stats")


class ArticleSite:
    """The saved article pages on a port of their own (another origin than the reader's). `POST /gm-proxy?to=URL`
    stands in for a userscript manager's GM_xmlhttpRequest: the extension, not the page, sends the request to
    reader serve, with the headers the script gave and the extension's own Origin (Tampermonkey in Firefox
    sends moz-extension://UUID; Violentmonkey and Tampermonkey in Chromium send none)."""
    EXTENSION = "moz-extension://0d6b6c1e-4b8e-4d8c-9d3a-2f1c3b7a5e10"

    def __init__(self, reader_port):
        fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "documents")
        reader = f"http://127.0.0.1:{reader_port}/"

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *arguments, **keywords):
                super().__init__(*arguments, directory=fixtures, **keywords)

            def log_message(self, *arguments):
                pass

            def do_POST(self):
                target = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query).get("to", [""])[0]
                if not target.startswith(reader):
                    self.send_error(400, "the proxy reaches reader serve only")
                    return
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                headers = {name: self.headers[name] for name in ("Content-Type", "X-Reader-Token") if self.headers[name] is not None}
                headers["Origin"] = ArticleSite.EXTENSION
                connection = http.client.HTTPConnection("127.0.0.1", reader_port, timeout=30)
                connection.request("POST", target[len(reader) - 1:], body=body, headers=headers)
                response = connection.getresponse()
                answer = response.read()
                connection.close()
                self.send_response(response.status)
                self.send_header("Content-Type", response.getheader("Content-Type", "application/json"))
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


# GM_* over fetch, as the extensions give them to a userscript: values kept in window.__gm (read back by the
# check), menu commands recorded there, requests through the site's proxy (the extension's request).
GM_SHIM = """
const values = arguments[0];
window.__gm = { values, menu: {} };
const GM_getValue = (key, fallback) => (key in values ? values[key] : fallback);
const GM_setValue = (key, value) => { values[key] = value; };
const GM_registerMenuCommand = (name, action) => { window.__gm.menu[name] = action; };
const GM_xmlhttpRequest = ({ method, url, headers, data, onload, onerror, ontimeout }) => {
  fetch("/gm-proxy?to=" + encodeURIComponent(url), { method, headers, body: data })
    .then(async (response) => onload({ status: response.status, responseText: await response.text() }))
    .catch(onerror);
};
"""


def highlights_lazily(driver, wait, what):
    """The viewport's words first; the last paragraph only once scrolled to."""
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "span.reader-word"))
    last = driver.find_elements(By.CSS_SELECTOR, "article p")[-1]
    check(not last.find_elements(By.CSS_SELECTOR, "span.reader-word"), what + ": words below the viewport wait until they come into view")
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "article p")[-1].find_elements(By.CSS_SELECTOR, "span.reader-word"))
    check(all(p.find_elements(By.CSS_SELECTOR, "span.reader-word") for p in driver.find_elements(By.CSS_SELECTOR, "article p")[1:]),
          what + ": scrolling highlights the rest")
    driver.execute_script("window.scrollTo(0, 0)")


def capture_in_the_overlay(driver, wait, key, address, what, shot=None):
    """Tap a New word of the article: its card in the overlay, then a capture whose source is the page."""
    word = driver.find_element(By.CSS_SELECTOR, f'span.reader-word[data-reader-key="{key}"]')
    check(word.get_attribute("data-reader-status") == "new", what + ": a New word of the article is highlighted in place")
    word.click()
    panel = driver.find_element(By.ID, "reader-capture")
    wait.until(lambda d: "status: new" in panel.text and key in panel.text)
    check(panel.find_elements(By.CSS_SELECTOR, "ol li"), what + ": a tap opens the word's card in the overlay, with its senses")
    check("Arabic" in panel.text, what + ": the overlay's card has the line in the learner's language")
    panel.find_element(By.XPATH, './/button[text()="Capture"]').click()
    sentence = wait.until(lambda d: panel.find_element(By.TAG_NAME, "textarea"))
    wait.until(lambda d: "Emma Woodhouse" in sentence.get_attribute("value"))
    if shot:
        driver.save_screenshot(shot)
    panel.find_element(By.XPATH, './/button[text()="Save"]').click()
    wait.until(lambda d: "captured " + key in panel.text)
    check("Emma, the opening | The Daily Reader · " + address in panel.text, what + ": the capture's source is the page's title and address")
    check(word.get_attribute("data-reader-status") == "learning", what + ": the captured word turns Learning on the page")


def capture_on_a_web_page(driver, wait, port, site, shots):
    """The bookmarklet on a saved article served from another origin: refused until the site is allowed,
    then the viewport's words first, the rest on scrolling, a tap's card and a capture from the overlay."""
    origin = f"http://127.0.0.1:{site.port}"
    driver.get(f"http://127.0.0.1:{port}/capture")
    bookmarklet = driver.find_element(By.ID, "bookmarklet").get_attribute("href")
    check(bookmarklet.startswith("javascript:"), "the capture page offers the bookmarklet")
    driver.set_window_size(1000, 700)
    driver.get(origin + "/emma-article.html")
    driver.execute_script(bookmarklet[len("javascript:"):])
    wait.until(lambda d: "not allowed" in d.find_element(By.ID, "reader-capture").text)
    check("allow it on" in driver.find_element(By.ID, "reader-capture").text, "a site not allowed is refused, with where to allow it")

    driver.get(f"http://127.0.0.1:{port}/capture")
    asked = driver.find_element(By.CSS_SELECTOR, f'button[data-origin="{origin}"]')
    asked.click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#allowed li"))
    check(origin in driver.find_element(By.ID, "allowed").text, "the site that asked is allowed with one click")
    driver.execute_script("window.scrollTo(0, 0)")
    shoot(driver, shots, "capture-setup")

    driver.get(origin + "/emma-article.html")
    driver.execute_script(bookmarklet[len("javascript:"):])
    highlights_lazily(driver, wait, "bookmarklet")
    capture_in_the_overlay(driver, wait, "handsome", origin + "/emma-article.html", "bookmarklet",
                           shot=shots and os.path.join(shots, "capture-overlay-light.png"))
    driver.set_window_size(1000, 1400)


def userscript_on_a_web_page(driver, wait, port, site, reader, env, shots):
    """The userscript, injected with GM_* shims (extensions do not run headless) into the article on an origin
    never allowed: it asks for the token, highlights lazily, captures into the store; it takes the token from
    the Capture page by itself; a site set "always on" is highlighted as it opens."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/reader.user.js") as response:
        script = response.read().decode()
        kind = response.headers["Content-Type"]
    driver.get(f"http://127.0.0.1:{port}/capture")
    token = driver.find_element(By.ID, "token").text
    check(kind.startswith("text/javascript") and script.startswith("// ==UserScript==") and token not in script,
          "reader.user.js is served as JavaScript with its metadata block and no token")
    origin = f"http://localhost:{site.port}"
    article = origin + "/emma-article.html"

    def inject(values):
        driver.execute_script(GM_SHIM + script, values)

    def gm_values():
        return driver.execute_script("return window.__gm.values")

    driver.set_window_size(1000, 700)
    driver.get(article)
    inject({})
    driver.execute_script('window.__gm.menu["reader: highlight this page"]()')
    panel = wait.until(lambda d: d.find_element(By.ID, "reader-capture"))
    wait.until(lambda d: "needs this run's token" in panel.text)
    check(panel.find_elements(By.CSS_SELECTOR, "input[placeholder=token]"), "without a token the userscript asks for it")
    field = panel.find_element(By.CSS_SELECTOR, "input[placeholder=token]")
    field.send_keys(token)
    field.send_keys(Keys.ENTER)
    highlights_lazily(driver, wait, "userscript")
    check(gm_values().get("token") == token, "the pasted token is kept with GM_setValue")
    capture_in_the_overlay(driver, wait, "clever", article, "userscript", shot=shots and os.path.join(shots, "userscript-overlay-light.png"))
    check(listed(reader, env).get("clever") == "learning", "the userscript's capture is in the store (reader list)")

    driver.get(f"http://127.0.0.1:{port}/capture")
    inject({"token": "from-an-earlier-run"})
    status = driver.find_element(By.ID, "userscript-status")
    check(gm_values().get("token") == token and "has this run's token" in status.text,
          "opening the Capture page gives the userscript this run's token: " + status.text)

    driver.get(article)
    inject({"token": token})
    driver.execute_script(f'window.__gm.menu["reader: always on localhost:{site.port}"]()')
    values = gm_values()
    check(values.get("sites") == [origin], "'always on' keeps the site: " + json.dumps(values.get("sites")))
    driver.get(article)
    inject(values)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "span.reader-word"))
    clever = driver.find_element(By.CSS_SELECTOR, 'span.reader-word[data-reader-key="clever"]')
    check(clever.get_attribute("data-reader-status") == "learning", "a site set 'always on' is highlighted as it opens, the captured word Learning")
    driver.set_window_size(1000, 1400)


def live_guard(port):
    """The running server refuses a forged Host (DNS rebinding) and another site's POST without the token."""
    def ask(method, headers, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request(method, "/api/mark" if body else "/", body=body, headers=headers)
        response = connection.getresponse()
        answer = (response.status, response.read().decode())
        connection.close()
        return answer
    status, body = ask("GET", {"Host": f"rebound.example:{port}"})
    check(status == 403 and "answers only to 127.0.0.1" in body, f"a forged Host is refused ({status})")
    status, body = ask("POST", {"Host": f"127.0.0.1:{port}", "Origin": "https://evil.example", "Content-Type": "text/plain"},
                       '{"term":"house","status":"ignored"}')
    check(status == 403, f"another site's POST without the token is refused ({status})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reader")
    parser.add_argument("--shots")
    arguments = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="reader-browser-")
    library = os.path.join(scratch, "library")
    os.makedirs(library)
    with open(os.path.join(library, "house.txt"), "w") as text:
        text.write(TEXT)
    # Arabic as the learner's language: the cards carry words that run right to left.
    env = dict(os.environ, READER_DB=os.path.join(scratch, "vocabulary.sqlite"), HOME=scratch, READER_NATIVE="ar")
    port = free_port()
    server = start_server(arguments.reader, library, env, port)
    driver = browser()
    # The card is rebuilt as answers arrive: an element read while it is replaced is read again.
    wait = WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException])
    try:
        live_guard(port)
        read_html_cards(driver, wait, arguments.reader, scratch)
        driver.get(f"http://127.0.0.1:{port}/")
        check("house.txt" in driver.find_element(By.CSS_SELECTOR, "table.library").text, "the library lists the text")
        scripts_parse(driver, port)
        shoot(driver, arguments.shots, "library-empty", themes=("light",))
        check(saved_positions(env) == [], "no reading position before the text is opened")
        driver.find_element(By.LINK_TEXT, "house.txt").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#text .w"))
        check(classes(driver, "house") == ["w new"] * 3, "every 'house' starts New")
        wait.until(lambda d: saved_positions(env))
        check(saved_positions(env) == [0], "the reading page saves its place with its POST (a GET writes nothing)")

        driver.find_element(By.CSS_SELECTOR, '.w[data-k="decision"]').click()
        card = wait.until(lambda d: d.find_element(By.ID, "card") if d.find_element(By.ID, "card").is_displayed() else None)
        wait.until(lambda d: "decision" in card.find_element(By.TAG_NAME, "h2").text)
        check("status: new" in card.text, "the card shows the word's status")
        check("noun" in card.text, "the card shows the senses")
        line = card.find_element(By.CSS_SELECTOR, "p.translation")
        words = line.find_elements(By.CSS_SELECTOR, 'span[lang="arb"][dir="rtl"]')
        check(line.text == "Arabic: قرار" and len(words) == 1 and words[0].text == "قرار",
              "the card gives the sense's words in the learner's language, marked right to left: " + line.text)

        ActionChains(driver).key_down(Keys.SHIFT).click(driver.find_element(By.CSS_SELECTOR, '.w[data-k="make"]')).key_up(Keys.SHIFT).perform()
        wait.until(lambda d: "made a decision" in d.find_element(By.ID, "card").text)
        check("make a decision" in driver.find_element(By.ID, "status").text, "shift-click expands to the phrase")

        driver.find_element(By.CSS_SELECTOR, '.w[data-k="bird"]').click()
        wait.until(lambda d: "bird" in d.find_element(By.CSS_SELECTOR, "#card h2").text)
        driver.find_element(By.TAG_NAME, "body").send_keys("c")
        sentence = wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#card textarea"))
        wait.until(lambda d: sentence.get_attribute("value").startswith("The children"))
        sentence.clear()
        sentence.send_keys("saw a bird near the house")
        driver.find_element(By.CSS_SELECTOR, '#card input[name="deck"]').send_keys("garden")
        sentence.send_keys(Keys.ENTER)
        wait.until(lambda d: "captured bird" in d.find_element(By.ID, "status").text)
        check(classes(driver, "bird") == ["w learning"], "the captured word turns Learning")

        driver.find_element(By.CSS_SELECTOR, '.w[data-k="house"]').click()
        wait.until(lambda d: "house" in d.find_element(By.CSS_SELECTOR, "#card h2").text)
        driver.find_element(By.TAG_NAME, "body").send_keys("K")
        wait.until(lambda d: "house: known" in d.find_element(By.ID, "status").text)
        check(classes(driver, "house") == ["w"] * 3, "marking Known recolours every occurrence at once")
        shoot(driver, arguments.shots, "reading")

        driver.find_element(By.CSS_SELECTOR, 'button[data-action="finish"]').click()
        driver.switch_to.alert.accept()
        wait.until(lambda d: "known" in d.find_element(By.ID, "status").text and "marked" in d.find_element(By.ID, "status").text)
        check(classes(driver, "garden") == ["w"], "finishing the page marks its New words Known")
        driver.find_element(By.TAG_NAME, "body").send_keys("u")
        wait.until(lambda d: "undone" in d.find_element(By.ID, "status").text)
        check(classes(driver, "garden") == ["w new"], "undo brings them back to New")

        store = listed(arguments.reader, env)
        check(store.get("house") == "known" and store.get("bird") == "learning" and "garden" not in store,
              "the store holds what the page showed: " + json.dumps({k: store.get(k) for k in ("house", "bird", "garden")}))
        review(driver, wait, arguments.shots)
        stats(driver, wait, arguments.shots)
        site = ArticleSite(port)
        allowed = f"http://127.0.0.1:{site.port}"
        try:
            capture_on_a_web_page(driver, wait, port, site, arguments.shots)
            userscript_on_a_web_page(driver, wait, port, site, arguments.reader, env, arguments.shots)
        finally:
            site.close()
        driver.get(f"http://127.0.0.1:{port}/")
        check("100.0%" not in driver.find_element(By.CSS_SELECTOR, "table.library").text
              and "%" in driver.find_element(By.CSS_SELECTOR, "table.library").text, "the library shows the known share")
        shoot(driver, arguments.shots, "library")
        form = driver.find_element(By.ID, "add-text")
        form.find_element(By.NAME, "title").send_keys("A pasted note")
        form.find_element(By.NAME, "text").send_keys("The lighthouse keeper wrote a letter.")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#text .w[data-k="lighthouse"]'))
        check(driver.title.startswith("a-pasted-note.txt"), "a pasted text joins the library and opens: " + driver.title)
        narrow_library(driver, port, library)
    finally:
        driver.quit()
        server.send_signal(signal.SIGINT)
        code = server.wait(timeout=20)
        check(code == 0, f"Ctrl-C stops the server cleanly (exit {code})")
    restarted = start_server(arguments.reader, library, env, port)
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/capture") as response:
            sites = response.read().decode().split('id="allowed">', 1)[-1].split("</ul>", 1)[0]
        check(f"<code>{allowed}</code>" in sites, "the site allowed for the bookmarklet is still allowed after a restart")
    finally:
        restarted.send_signal(signal.SIGINT)
        restarted.wait(timeout=20)
    print(f"browser: {len(passes)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
