"""Side run on dev only (not the held-out documents): k nearest training tokens instead of a centroid.
Each sense scores the mean cosine of its k most similar training tokens (first 300 a sense), plus prior * ln(1 +
tag count); no fallback. Last layer, sense keys. usage: side_knn.py (after prototype.py filled the cache)"""
import sys, os, math, collections, numpy as np
HERE = os.path.dirname(os.path.abspath(__file__))
repo = os.path.abspath(os.path.join(HERE, "..", ".."))
cache = os.environ.get("CACHE", "/tmp/sense-proto-cache")
for p in (HERE, os.path.join(repo, "Corpora", "scripts"), os.path.join(repo, "scripts")):
    sys.path.insert(0, p)
import prototype as P, sense_model, eval_senses
docs = P.read_raw(repo+"/Corpora/senses/semcor30.tsv.xz")
senses, synset_of = P.read_senses(repo)
vectors = np.load(cache+"/semcor.npy")[:,0]
vectors = P.unit_vectors(vectors)
where = [(d, s, i) for d, doc in enumerate(docs) for s, sent in enumerate(doc) for i, t in enumerate(sent) if t[3] != "-"]
row_of = {w: r for r, w in enumerate(where)}
weights, stop = P.load_model_tsv(repo)
gs = sense_model.read_gloss_stems(repo+"/Corpora", set(stop))
inst = P.gold_instances(docs, senses, sense_model, set(stop), gs)
dev = [x for x in inst if P.split_of(x["d"]) == "dev"]
wn = eval_senses.WordNet(repo)
rows_of_key = collections.defaultdict(list)
for r,(d,s,i) in enumerate(where):
    if P.split_of(d)=="build":
        for k in P.parse_keys(docs[d][s][i][3]): rows_of_key[k].append(r)
CAP=300
KS=(1,3,5,10,"centroid")
LAMS=(0,0.02,0.05,0.1,0.2)
right={(k,l):0 for k in KS for l in LAMS}
for x in dev:
    q = vectors[row_of[(x["d"],x["s"],x["i"])]]
    sc = {k: [] for k in KS}
    for c in x["cands"]:
        rs = rows_of_key.get(c[3], [])[:CAP]
        if not rs:
            for k in KS: sc[k].append(-np.inf)
            continue
        sims = np.sort(vectors[rs]@q)[::-1]
        for k in KS:
            if k=="centroid":
                m = vectors[rows_of_key[c[3]]].mean(0); sc[k].append(float(m@q/np.linalg.norm(m)))
            else:
                sc[k].append(float(sims[:k].mean()))
    lc = np.array([math.log1p(c[1]) for c in x["cands"]])
    ok = np.array([wn.same_meaning(c[3], x["keys"]) for c in x["cands"]])
    for k in KS:
        s = np.array(sc[k])
        for l in LAMS:
            t = s + l*lc
            b = int(np.argmax(t)) if np.isfinite(t).any() else 0
            right[(k,l)] += ok[b]
for k in KS:
    print(k, " ".join("%.2f:%.4f"%(l,right[(k,l)]/len(dev)) for l in LAMS), flush=True)
