"""Side run on dev only (not the held-out documents): vectors centred on their lemma's mean (the mean of the
lemma and part of speech's training tokens for the SemCor centroids, of its candidates' gloss vectors for the
gloss vectors) before the cosine, against the plain ones; prior from WordNet's tag count or from SemCor's own
training count. usage: side_center.py [layer 0 = last, 1 = last four] (after prototype.py filled the cache)"""
import sys, os, math, collections, time, numpy as np
HERE = os.path.dirname(os.path.abspath(__file__))
repo = os.path.abspath(os.path.join(HERE, "..", ".."))
cache = os.environ.get("CACHE", "/tmp/sense-proto-cache")
for p in (HERE, os.path.join(repo, "Corpora", "scripts"), os.path.join(repo, "scripts")):
    sys.path.insert(0, p)
import prototype as P, sense_model, eval_senses
docs = P.read_raw(repo+"/Corpora/senses/semcor30.tsv.xz")
senses, synset_of = P.read_senses(repo)
vectors = np.load(cache+"/semcor.npy")
where = [(d, s, i) for d, doc in enumerate(docs) for s, sent in enumerate(doc) for i, t in enumerate(sent) if t[3] != "-"]
row_of = {w: r for r, w in enumerate(where)}
z = np.load(cache+"/glosses.npz"); glosses = dict(zip(z["keys"].tolist(), z["vectors"]))
weights, stop = P.load_model_tsv(repo)
gs = sense_model.read_gloss_stems(repo+"/Corpora", set(stop))
inst = P.gold_instances(docs, senses, sense_model, set(stop), gs)
dev = [x for x in inst if P.split_of(x["d"]) == "dev"]
build = {d for d in range(len(docs)) if P.split_of(d) == "build"}
wn = eval_senses.WordNet(repo)
# per key sums of unit vectors
sums, counts = {}, collections.Counter()
for r,(d,s,i) in enumerate(where):
    if d not in build: continue
    v = P.unit_vectors(vectors[r])
    for k in P.parse_keys(docs[d][s][i][3]):
        sums[k] = sums[k] + v if k in sums else v.copy(); counts[k]+=1
kmax = max(len(x["cands"]) for x in dev); n=len(dev)
R = np.zeros((n,kmax),bool); V=np.zeros((n,kmax),bool); LC=np.zeros((n,kmax),np.float32); SC=np.zeros((n,kmax),np.float32)
C = {v: np.full((n,kmax),np.nan,np.float32) for v in ("plain","center")}
G = {v: np.full((n,kmax),np.nan,np.float32) for v in ("plain","center")}
li = 0 if len(sys.argv)<2 else int(sys.argv[1])
for a,x in enumerate(dev):
    q = P.unit_vectors(vectors[row_of[(x["d"],x["s"],x["i"])]][li])
    cs = x["cands"]
    seen = [c[3] for c in cs if c[3] in sums]
    if seen:
        m = sum(sums[k][li] for k in seen)/sum(counts[k] for k in seen)
    gv = [P.unit_vectors(glosses[c[3]][li]) for c in cs]
    gm = np.mean(gv,0)
    for b,c in enumerate(cs):
        V[a,b]=True; R[a,b]=wn.same_meaning(c[3], x["keys"]); LC[a,b]=math.log1p(c[1]); SC[a,b]=math.log1p(counts.get(c[3],0))
        G["plain"][a,b] = q@gv[b]
        gc = gv[b]-gm; qg = q-gm
        G["center"][a,b] = (qg@gc)/max(np.linalg.norm(qg)*np.linalg.norm(gc),1e-9) if len(cs)>1 else 0
        if c[3] in sums:
            cm = sums[c[3]][li]/counts[c[3]]
            C["plain"][a,b] = q@P.unit_vectors(cm)
            cc = cm-m; qc=q-m
            C["center"][a,b] = (qc@cc)/max(np.linalg.norm(qc)*np.linalg.norm(cc),1e-9) if len(seen)>1 else 0
rows=np.arange(n)
def acc(S):
    S = np.where(np.isnan(S)|~V, -np.inf, S)
    order=np.argsort(-S,1,kind="stable"); best=order[:,0]
    ok=np.isfinite(S[rows,best])
    return R[rows,np.where(ok,best,0)].mean()
print("first", R[:,0].mean())
for cv in ("plain","center"):
  for gv_ in ("none","plain","center"):
    for pri in ("tag","semcor"):
      res=[]
      for lam in (0, 0.02, 0.05, 0.1, 0.2, 0.4, 0.8):
        Pm = LC if pri=="tag" else SC
        S = C[cv] if gv_=="none" else np.where(np.isnan(C[cv]), G[gv_], C[cv])
        res.append("%.2f:%.4f"%(lam,acc(S+lam*Pm)))
      print(cv, gv_, pri, " ".join(res), flush=True)
