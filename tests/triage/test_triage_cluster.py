"""Clustering: exact first, fuzzy against representatives, kinds kept apart, results reproducible."""

import random

from relayreduce.triage.cluster import Clusterer, cluster_id_for
from relayreduce.triage.signature import Signature

BB = "tvm.relax.block_builder.emit"
SCRIPT = ("tvm::script::ir_builder::relax::Emit", "tvm.relax.script.builder.ir.emit")
ENTRY_SCRIPT = ("tvm.script.parser.ir.entry.ir_module", "tvm.script.parser.ir.entry.decorator_wrapper")


def infer(site: str, message: str, exc: str = "ValueError", script: bool = False) -> Signature:
    if script:
        return Signature("exception", exc, message, (site,) + SCRIPT, ENTRY_SCRIPT)
    return Signature("exception", exc, message, (site, BB), (BB, site))


RESHAPE = "Reshape expects the new shape to be convertible from the old shape. However, the old shape is <ir>"
CONCAT_DTYPE = "Concat expects all input tensors to have the same dtype. However, the input contains tensors with dtype <dtype> and <dtype>"
CONCAT_NDIM = "Concat expects all input tensors to have same ndim. However, the input contains tensors with ndim <n> and <n>"


def test_exact_then_fuzzy():
    c = Clusterer()
    a = c.assign(infer("tvm::relax::InferTypeReshape", RESHAPE))
    assert a.created and a.score == 1.0
    again = c.assign(infer("tvm::relax::InferTypeReshape", RESHAPE))
    assert again.cluster_id == a.cluster_id and not again.created and again.score == 1.0
    via_script = c.assign(infer("tvm::relax::InferTypeReshape", RESHAPE, script=True))
    assert via_script.cluster_id == a.cluster_id and 0.7 <= via_script.score < 1.0
    # once seen, the variant's key maps straight to its cluster
    assert c.assign(infer("tvm::relax::InferTypeReshape", RESHAPE, script=True)).score == 1.0


def test_same_site_different_check_stays_apart():
    c = Clusterer()
    dtype = c.assign(infer("tvm::relax::InferTypeConcat", CONCAT_DTYPE, "TypeError"))
    ndim = c.assign(infer("tvm::relax::InferTypeConcat", CONCAT_NDIM, "ValueError"))
    assert dtype.cluster_id != ndim.cluster_id and ndim.created


def test_threshold_one_means_exact_only():
    c = Clusterer(threshold=1.0)
    a = c.assign(infer("tvm::relax::InferTypeReshape", RESHAPE))
    b = c.assign(infer("tvm::relax::InferTypeReshape", RESHAPE, script=True))
    assert a.cluster_id != b.cluster_id
    c0 = Clusterer(threshold=0.0)
    assert c0.assign(infer("a::F", "x")).cluster_id == c0.assign(infer("b::G", "totally different", "TypeError")).cluster_id


def test_kinds_never_merge():
    c = Clusterer(threshold=0.0)
    t = c.assign(Signature("timeout", "", "", ("tvm.ir.transform.__call__",), ("tvm.driver.build_module.compile",)))
    s = c.assign(Signature("segfault", "", "", ("tvm.ir.transform.__call__",), ("tvm.driver.build_module.compile",)))
    assert t.cluster_id != s.cluster_id and s.created


def test_tie_goes_to_older_cluster():
    c = Clusterer(threshold=0.5)
    first = c.assign(Signature("exception", "E", "alpha beta", ("f::A",), ("f::A",)))
    second = c.assign(Signature("exception", "E", "gamma delta", ("f::B",), ("f::B",)))
    assert first.cluster_id != second.cluster_id
    # equally similar to both representatives
    probe = Signature("exception", "E", "", ("f::C",), ("f::C",))
    ids, scores = c.scores(probe)
    assert scores[0] == scores[1]
    assert c.best(probe)[0] == first.cluster_id


def test_batch_result_does_not_depend_on_input_order():
    sigs = [infer("tvm::relax::InferTypeReshape", RESHAPE)] * 5 + [infer("tvm::relax::InferTypeReshape", RESHAPE, script=True)] * 2
    sigs += [infer("tvm::relax::InferTypeConcat", CONCAT_DTYPE, "TypeError")] * 3
    sigs += [infer("tvm::relax::InferTypeConcat", CONCAT_NDIM)] * 4
    results = []
    for seed in range(5):
        shuffled = list(sigs)
        random.Random(seed).shuffle(shuffled)
        c = Clusterer()
        out = c.assign_all(shuffled)
        results.append({k: a.cluster_id for k, a in out.items()})
    assert all(r == results[0] for r in results)
    assert len(set(results[0].values())) == 3


def test_cluster_ids_come_from_the_founding_signature():
    sig = infer("tvm::relax::InferTypeReshape", RESHAPE)
    assert Clusterer().assign(sig).cluster_id == Clusterer().assign(sig).cluster_id == cluster_id_for(sig.key, lambda i: False)
    taken = {cluster_id_for(sig.key, lambda i: False)}
    longer = cluster_id_for(sig.key, taken.__contains__)
    assert longer not in taken and longer.startswith(next(iter(taken)))
