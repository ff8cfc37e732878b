// The click-card of `reader read --format html` (HTMLCards): the data is the page's #reader-cards JSON.
(function(){
var data=JSON.parse(document.getElementById('reader-cards').textContent);
var card=document.getElementById('reader-card');var opener=null;
function add(parent,tag,text,cls){var e=document.createElement(tag);if(text!==null)e.textContent=text;if(cls)e.className=cls;parent.appendChild(e);return e;}
function close(){card.hidden=true;if(opener)opener.focus();opener=null;}
function show(word){var key=word.getAttribute('title');var d=data[key];if(!d)return;
card.textContent='';add(card,'button','Close',null).addEventListener('click',close);
var head=add(card,'p',null,null);add(head,'strong',key,null);if(d.ipa.length)add(head,'span',' /'+d.ipa.join('/, /')+'/',null);
var facts=add(card,'p',null,null);add(facts,'span',d.facts,'badge '+d.badge);
add(facts,'span',' · status: '+d.status,null);
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
