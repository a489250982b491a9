"""A failure raised in a Python operator of TVM's expressions (`h / 2` on a symbolic dim) is the fault of the
code that applied the operator ([frames] operator in frame_rules.toml), on real logs of bench/rawlogs."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import OUTSIDE_CALLER, signature_of

from rawlogs import raw_log

# holdout14: `TVM supports multiple types of integer divisions` from tvm.ir.expr.__truediv__, applied by
# frontend.nn's multinomial_from_uniform, by its sample_top_p_top_k_from_sorted_prob (both to a symbolic
# batch), and by users' own code (emit_te's compute, an nn reshape, resize2d's size under pytest)
MULTINOMIAL = ("s235269ebe8", "s32ace41a6d", "s4686ba3c51")
SAMPLE_TOP_P = ("s2b57bdf339", "s8f8713631a", "s997059a319")
USERS = ("s0be585aa02", "s66111c294f", "sd69c84e672", "sf74cf0be0c")


def sig(record, part="holdout14"):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_caller_of_a_failing_operator_owns_the_failure():
    assert {sig(r).owners for r in MULTINOMIAL} == {frozenset({"tvm.relax.frontend.nn.op.multinomial_from_uniform"})}
    assert all(OUTSIDE_CALLER in sig(r).owners for r in USERS)
    # the script's own line is an owner, not a frame the signature compares
    assert all(OUTSIDE_CALLER not in sig(r).top + sig(r).bottom for r in USERS)


def test_a_frontend_op_and_a_user_dividing_a_symbolic_dim_are_three_failures():
    groups = (MULTINOMIAL, SAMPLE_TOP_P, USERS)
    sigs = {r: sig(r) for g in groups for r in g}
    assigned = Clusterer().assign_all(sigs.values())
    cluster = {r: assigned[s.key].cluster_id for r, s in sigs.items()}
    assert [len({cluster[r] for r in g}) for g in groups] == [1, 1, 1]
    assert len({cluster[g[0]] for g in groups}) == 3
