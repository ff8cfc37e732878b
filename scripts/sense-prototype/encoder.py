"""all-MiniLM-L6-v2 (a 6-layer BERT, hidden 384, 12 heads) in numpy: weights from model.safetensors, word
pieces from tokenizer.json through the `tokenizers` library. No torch: the forward pass is written here.

Encoder(model_dir).encode(list of word lists) -> per sentence, the hidden states of the last four layers
(4, pieces, 384) and the word index of each piece (None for [CLS] and [SEP]).
"""
import json
import math
import os

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

MAX_PIECES = 512


def gelu(x):
    """BERT's exact GELU, x * Phi(x) = 0.5 x (1 + erf(x / sqrt 2)) (not the tanh approximation)."""
    return 0.5 * x * (1.0 + _erf_fast(x * np.float32(1 / math.sqrt(2))))


def _erf_fast(x):
    """erf(x) to 1.5e-7 absolute (Abramowitz and Stegun 7.1.26), vectorised in float32."""
    z = np.abs(x)
    t = np.float32(1.0) / (np.float32(1.0) + np.float32(0.3275911) * z)
    poly = t * (np.float32(0.254829592) + t * (np.float32(-0.284496736) + t * (np.float32(1.421413741)
           + t * (np.float32(-1.453152027) + t * np.float32(1.061405429)))))
    y = np.float32(1.0) - poly * np.exp(-z * z)
    return np.copysign(y, x)


def layer_norm(x, w, b, eps=1e-12):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


class Encoder:
    def __init__(self, model_dir, dtype=np.float32):
        config = json.load(open(os.path.join(model_dir, "config.json")))
        self.heads = config["num_attention_heads"]
        self.layers = config["num_hidden_layers"]
        self.hidden = config["hidden_size"]
        self.eps = config["layer_norm_eps"]
        w = load_file(os.path.join(model_dir, "model.safetensors"))
        # fp16 storage: weights rounded to float16, computed in float32 (what a shipped fp16 file would do).
        w = {k: (v.astype(np.float16).astype(np.float32) if dtype == np.float16 and v.dtype == np.float32 else v)
             for k, v in w.items()}
        self.word = w["embeddings.word_embeddings.weight"]
        self.position = w["embeddings.position_embeddings.weight"]
        self.type0 = w["embeddings.token_type_embeddings.weight"][0]
        self.emb_ln = (w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        self.blocks = []
        for i in range(self.layers):
            p = "encoder.layer.%d." % i
            qkv_w = np.concatenate([w[p + "attention.self.%s.weight" % n] for n in ("query", "key", "value")]).T
            qkv_b = np.concatenate([w[p + "attention.self.%s.bias" % n] for n in ("query", "key", "value")])
            self.blocks.append(dict(
                qkv=(np.ascontiguousarray(qkv_w), qkv_b),
                out=(np.ascontiguousarray(w[p + "attention.output.dense.weight"].T), w[p + "attention.output.dense.bias"]),
                ln1=(w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"]),
                up=(np.ascontiguousarray(w[p + "intermediate.dense.weight"].T), w[p + "intermediate.dense.bias"]),
                down=(np.ascontiguousarray(w[p + "output.dense.weight"].T), w[p + "output.dense.bias"]),
                ln2=(w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])))
        self.tokenizer = Tokenizer.from_file(os.path.join(model_dir, "tokenizer.json"))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()

    def pieces(self, words):
        """(piece ids, word index of each piece or None) of a pre-split sentence, [CLS] ... [SEP]."""
        enc = self.tokenizer.encode(words, is_pretokenized=True)
        ids, word_ids = enc.ids, enc.word_ids
        if len(ids) > MAX_PIECES:  # never met in SemCor; cut, keeping [SEP]
            ids, word_ids = ids[:MAX_PIECES - 1] + ids[-1:], word_ids[:MAX_PIECES - 1] + word_ids[-1:]
        return ids, word_ids

    def forward(self, batch_ids, keep=4):
        """Hidden states of the last `keep` layers for a batch of piece-id lists: (keep, batch, length, hidden)
        padded to the longest, and the mask."""
        n = max(len(ids) for ids in batch_ids)
        b = len(batch_ids)
        ids = np.zeros((b, n), dtype=np.int64)
        mask = np.zeros((b, n), dtype=bool)
        for i, row in enumerate(batch_ids):
            ids[i, :len(row)] = row
            mask[i, :len(row)] = True
        x = self.word[ids] + self.position[:n][None] + self.type0
        x = layer_norm(x, *self.emb_ln, self.eps)
        bias = np.where(mask, 0.0, -1e9).astype(np.float32)[:, None, None, :]
        h, d = self.heads, self.hidden // self.heads
        scale = np.float32(1 / math.sqrt(d))
        states = []
        for blk in self.blocks:
            x = x.reshape(b * n, self.hidden)
            qkv = (x @ blk["qkv"][0] + blk["qkv"][1]).reshape(b, n, 3 * self.hidden)
            q, k, v = (qkv[..., j * self.hidden:(j + 1) * self.hidden].reshape(b, n, h, d).transpose(0, 2, 1, 3)
                       for j in range(3))
            s = (q @ k.transpose(0, 1, 3, 2)) * scale + bias
            s = np.exp(s - s.max(-1, keepdims=True))
            s /= s.sum(-1, keepdims=True)
            ctx = (s @ v).transpose(0, 2, 1, 3).reshape(b * n, self.hidden)
            x = layer_norm(ctx @ blk["out"][0] + blk["out"][1] + x, *blk["ln1"], self.eps)
            up = gelu(x @ blk["up"][0] + blk["up"][1])
            x = layer_norm(up @ blk["down"][0] + blk["down"][1] + x, *blk["ln2"], self.eps)
            states.append(x.reshape(b, n, self.hidden))
        return np.stack(states[-keep:]), mask

    def sentence_embedding(self, text):
        """Mean pooling of the last layer over the pieces, L2-normalised (sentence-transformers' recipe)."""
        ids = self.tokenizer.encode(text).ids
        states, mask = self.forward([ids], keep=1)
        v = states[0, 0].mean(0)
        return v / np.linalg.norm(v)

    def word_vectors(self, sentences, batch=16):
        """For each pre-split sentence (a list of words), an array (words, 2, hidden): each word's vector as the
        mean of its pieces, [0] from the last layer, [1] from the mean of the last four. Words with no piece
        (none in practice) get zeros. Sentences are batched by length; results in input order."""
        encoded = [self.pieces(words) for words in sentences]
        order = sorted(range(len(sentences)), key=lambda i: (len(encoded[i][0]), i))
        out = [None] * len(sentences)
        for start in range(0, len(order), batch):
            chunk = order[start:start + batch]
            states, _ = self.forward([encoded[i][0] for i in chunk])
            last, four = states[-1], states.mean(0)
            for row, i in enumerate(chunk):
                word_ids = encoded[i][1]
                vectors = np.zeros((len(sentences[i]), 2, self.hidden), dtype=np.float32)
                counts = np.zeros(len(sentences[i]), dtype=np.float32)
                for p, wi in enumerate(word_ids):
                    if wi is not None:
                        vectors[wi, 0] += last[row, p]
                        vectors[wi, 1] += four[row, p]
                        counts[wi] += 1
                vectors /= np.maximum(counts, 1)[:, None, None]
                out[i] = vectors
        return out
