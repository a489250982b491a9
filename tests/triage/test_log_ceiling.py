"""The ceiling a corpus's logs set on any triage (bench/log_ceiling.py): logs of two causes that say the same
thing, up to timestamps, addresses and the user's own naming, are one atom, and the bound follows from them."""

import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))
from log_ceiling import atoms, ceiling, evidence  # noqa: E402

BAD_ALLOC = """[{t}] /project/src/relax/ir/block_builder.cc:67: Warning: BlockBuilder destroyed with remaining blocks!
running {name} on the VM
Traceback (most recent call last):
  File "/home/{user}/{name}.py", line {line}, in <module>
    out = vm["main"](x)
  File "python/tvm_ffi/cython/function.pxi", line 1038, in tvm_ffi.core.Function.__call__
tvm.error.InternalError: std::bad_alloc
"""


def test_logs_that_differ_only_in_noise_and_naming_say_the_same():
    a = evidence(BAD_ALLOC.format(t="10:00:01", name="tile_case", user="ann", line=12))
    b = evidence(BAD_ALLOC.format(t="23:59:59", name="split_repro", user="bob", line=40).replace("\n", "\r\n"))
    assert a == b
    assert "said tvm.error.InternalError: std::bad_alloc" in a
    assert not any("tile_case" in item or "running" in item for item in a)


def test_a_tvm_frame_or_a_tvm_call_tells_logs_apart():
    base = BAD_ALLOC.format(t="10:00:01", name="x", user="u", line=1)
    with_frame = base.replace('  File "python/tvm_ffi', '  File "/site-packages/tvm/relax/vm.py", line 9, in run\n'
                                                       '  File "python/tvm_ffi')
    with_call = base.replace('out = vm["main"](x)', 'out = relax.op.tile(x, (2,))')
    # faulthandler's frames have no comma before `in`
    with_dump = base + 'Fatal Python error: Floating point exception\n  File "/site-packages/tvm/ir/transform.py", line 171 in __call__\n'
    assert "frame transform.py:171 __call__" in evidence(with_dump)
    assert len({evidence(base), evidence(with_frame), evidence(with_call), evidence(with_dump)}) == 4


def test_bound_from_a_shared_atom():
    # causes a (2 records) and b (2 records); one record of each says the same thing
    keys = {"a1": frozenset({"x"}), "a2": frozenset({"y"}), "b1": frozenset({"x"}), "b2": frozenset({"z"})}
    labels = {"a1": "a", "a2": "a", "b1": "b", "b2": "b"}
    c = ceiling(keys, labels)
    # a1 and b1 share a cluster: each at best with its cause's 2 records plus the other's 1, precision 2/3
    p = (2 / 3 + 1 + 2 / 3 + 1) / 4
    assert c["upper"] == pytest.approx(2 * p / (1 + p))
    assert c["reachable"] <= c["upper"] and c["reachable"] < 1.0
    assert c["mixed_atoms"] == [{"a": 1, "b": 1}]
    assert ceiling({r: frozenset({r}) for r in labels}, labels)["upper"] == 1.0


def test_holdout7_bad_alloc_logs_of_three_causes_share_an_atom():
    """Real logs of another author: a VM run that dies of std::bad_alloc says nothing of which op asked."""
    corpus = BENCH / "rawlogs" / "holdout7"
    labels = json.loads((corpus / "labels.json").read_text())
    c = ceiling(atoms(corpus / "logs", labels), labels)
    assert {"tile-negative-repeats-runtime", "split-sections-exceed-dim-runtime",
            "creation-negative-shape-runtime"} == set().union(*c["mixed_atoms"])
    assert 0.95 < c["upper"] < 1.0
