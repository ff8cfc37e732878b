import ReaderCore

/// Click-cards for `read --format html`: every New and Learning word (or saved
/// phrase) opens a small card (lemma, IPA, senses, badge, CEFR, status) on
/// click, tap, Enter or Space. The data of the words this page uses is embedded
/// as JSON, so the page stays self-contained and works offline. The card
/// writes badge and status as words (colour is never the only cue) and is
/// built with `textContent`, so text never becomes markup.
public struct HTMLCards: Sendable {
    public let dictionary: EnglishDictionary
    /// Senses per card.
    public static let senseCount = 3

    public init(dictionary: EnglishDictionary) {
        self.dictionary = dictionary
    }

    /// `{"lemma": {"ipa","senses":[{"pos","gloss"}],"badge","rank","cefr","status"}}` for the highlighted
    /// lemmas of `text`, keyed as the spans' `title` attribute gives them.
    public func data(for text: AnnotatedText) -> String {
        var statuses: [String: WordStatus] = [:]
        for index in text.spans.indices {
            guard let status = text.highlight(ofSpan: index) else { continue }
            let span = text.spans[index]
            if let lemma = span.isInPhrase ? text.phrases[Int(span.phrase)].lemma : text.lemma(of: span) {
                statuses[ControlCharacterEscaping.neutralised(lemma)] = status
            }
        }
        let records = statuses.keys.sorted().compactMap { lemma -> String? in
            guard let entry = dictionary.entry(for: lemma, lemma: lemma) else { return nil }
            return JSONString.quoted(lemma) + ":" + Self.record(CardFacts(entry: entry, status: statuses[lemma]!))
        }
        // "<" escaped so no text can close the <script> element.
        return ("{" + records.joined(separator: ",") + "}").replacingEvery("<", with: "\\u003c")
    }

    /// `{"ipa","senses":[{"pos","gloss"}],"senses_of","badge","rank","cefr","status"}`: what the card's script shows.
    static func record(_ entry: CardFacts) -> String {
        let senses = entry.senses.prefix(Self.senseCount).map { sense in
            "{\"pos\":\(JSONString.quoted(sense.partOfSpeech.dictionaryName)),\"gloss\":\(JSONString.quoted(sense.gloss))}"
        }
        return "{\"ipa\":[" + entry.ipa.map(JSONString.quoted).joined(separator: ",")
            + "],\"senses\":[" + senses.joined(separator: ",") + "],\"senses_of\":" + (entry.sensesOf.map(JSONString.quoted) ?? "null")
            + ",\"badge\":" + JSONString.quoted(entry.badge.name) + ",\"rank\":" + (entry.rank.map(String.init) ?? "null")
            + ",\"cefr\":" + (entry.cefr.map { JSONString.quoted($0.name) } ?? "null")
            + ",\"status\":" + JSONString.quoted(entry.status.rawValue) + "}"
    }

    /// What goes before `</body>`: the data, the (hidden) card, its style and script.
    public func markup(for text: AnnotatedText) -> String {
        "<div id=\"reader-card\" role=\"dialog\" aria-modal=\"false\" aria-label=\"word card\" tabindex=\"-1\" hidden></div>\n"
            + "<script type=\"application/json\" id=\"reader-cards\">" + data(for: text) + "</script>\n"
            + "<style>\n" + Self.stylesheet + "</style>\n<script>\n" + Self.script + "</script>\n"
    }

    static let stylesheet = """
        span.new,span.learning{cursor:pointer}
        span.new:focus,span.learning:focus{outline:2px solid currentColor;outline-offset:2px}
        #reader-card{position:absolute;z-index:10;max-width:22rem;padding:.75rem 1rem;border:2px solid var(--border);border-radius:.5rem;background:var(--panel);color:var(--ink);font:.95rem/1.4 sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)}
        #reader-card .badge{display:inline-block;padding:0 .4em;border-radius:.3em;color:#000000;font-weight:bold}
        #reader-card .Essential{background:#A5D6A7}#reader-card .Advanced{background:#FFE082}#reader-card .Rare{background:#EF9A9A}
        #reader-card ol{margin:.4rem 0;padding-left:1.4rem}#reader-card button{float:right}

        """

    static let script = """
        (function(){
        var data=JSON.parse(document.getElementById('reader-cards').textContent);
        var card=document.getElementById('reader-card');var opener=null;
        function add(parent,tag,text,cls){var e=document.createElement(tag);if(text!==null)e.textContent=text;if(cls)e.className=cls;parent.appendChild(e);return e;}
        function close(){card.hidden=true;if(opener)opener.focus();opener=null;}
        function show(word){var key=word.getAttribute('title');var d=data[key];if(!d)return;
        card.textContent='';add(card,'button','Close',null).addEventListener('click',close);
        var head=add(card,'p',null,null);add(head,'strong',key,null);if(d.ipa.length)add(head,'span',' /'+d.ipa.join('/, /')+'/',null);
        var facts=add(card,'p',null,null);add(facts,'span',d.badge,'badge '+d.badge);
        add(facts,'span',(d.rank?' rank '+d.rank:'')+(d.cefr?' · '+d.cefr:'')+' · status: '+d.status,null);
        if(d.senses_of)add(card,'p','senses of "'+d.senses_of+'":',null);
        var list=add(card,'ol',null,null);d.senses.forEach(function(s){add(list,'li','('+s.pos+') '+s.gloss,null);});
        var r=word.getBoundingClientRect();card.style.left=(window.scrollX+r.left)+'px';card.style.top=(window.scrollY+r.bottom+6)+'px';
        card.hidden=false;opener=word;card.focus();}
        document.querySelectorAll('span.new,span.learning').forEach(function(w){
        if(!data[w.getAttribute('title')])return;
        w.setAttribute('tabindex','0');w.setAttribute('role','button');w.setAttribute('aria-haspopup','dialog');
        w.addEventListener('click',function(){show(w);});
        w.addEventListener('keydown',function(e){if(e.key==='Enter'||e.key===' '){e.preventDefault();show(w);}});});
        document.addEventListener('keydown',function(e){if(e.key==='Escape'&&!card.hidden)close();});
        })();

        """
}
