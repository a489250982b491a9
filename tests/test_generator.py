"""The type-directed generator and the mutator, checked against real TVM on seeded samples."""

from collections import Counter

import numpy as np
import pytest

from relayreduce import tvm_adapter
from relayreduce.generator.inputs import find_inputs
from relayreduce.generator.mutate import mutate_passes, random_passes, replace_subexpression
from relayreduce.generator.policy import Policy, PolicyError
from relayreduce.generator.typed import TypedGenerator
from relayreduce.ir import pretty, size
from relayreduce.ir.expr import walk
from relayreduce.ir.types import TensorType


def _tvm_accepts(module):
    irmod = tvm_adapter.lower(module)
    tvm_adapter.check_well_formed(irmod)
    theirs = tvm_adapter.tvm_types(irmod)
    for fn, b in walk(module):
        assert theirs[(fn.name, b.var.name)] == b.var.type, f"@{fn.name} %{b.var.name}\n{pretty(module)}"


def test_generated_programs_lower_and_pass_tvm_well_formedness_and_inference():
    gen = TypedGenerator(Policy(max_ops=10), seed=11)
    features = Counter()
    for i in range(150):
        module = gen.generate(i)
        _tvm_accepts(module)
        features["functions>1"] += len(module.functions) > 1
        for _, b in walk(module):
            features[type(b.value).__name__] += 1
            t = b.var.type
            if isinstance(t, TensorType):
                features[t.dtype] += 1
                features["symbolic"] += any(isinstance(d, str) for d in t.shape)
    # The constructs the issue asks for all appear in a modest sample.
    for needed in ("If", "TupleGetItem", "CallFunc", "functions>1", "symbolic", "float32", "float16", "int32"):
        assert features[needed] > 0, needed


def test_generation_is_reproducible_from_the_seed():
    a = [TypedGenerator(Policy(), seed=3).generate(i) for i in range(5)]
    b = [TypedGenerator(Policy(), seed=3).generate(i) for i in range(5)]
    c = [TypedGenerator(Policy(), seed=4).generate(i) for i in range(5)]
    assert a == b and a != c


def test_policy_controls_ops_dtypes_and_size(tmp_path):
    config = tmp_path / "gen.toml"
    config.write_text('max_ops = 4\ndtypes = ["float64"]\nallow_ops = ["add", "exp", "nn.relu"]\n'
                      'symbolic_rate = 0.0\n[op_weights]\nexp = 5.0\n')
    gen = TypedGenerator(Policy.from_toml(config), seed=0)
    ops_seen = Counter()
    for i in range(30):
        module = gen.generate(i)
        assert size(module) <= 4 * 3  # fuel bounds op calls per function
        for _, b in walk(module):
            if hasattr(b.value, "op"):
                ops_seen[b.value.op] += 1
            if isinstance(b.var.type, TensorType):
                assert b.var.type.dtype == "float64"
    assert set(ops_seen) <= {"add", "exp", "nn.relu"} and ops_seen["exp"] > ops_seen["add"]


@pytest.mark.parametrize("text, message", [
    ('dtypes = ["float8"]', "unknown dtype"),
    ('deny_ops = ["frobnicate"]', "unknown op 'frobnicate'"),
    ('max_opz = 3', "unknown policy key"),
    ('max_ops = [', "not valid TOML"),
])
def test_bad_policies_are_rejected_clearly(tmp_path, text, message):
    config = tmp_path / "bad.toml"
    config.write_text(text)
    with pytest.raises(PolicyError, match=message):
        Policy.from_toml(config)


def test_coverage_guidance_reaches_more_op_dtype_pairs():
    covered = {}
    for bias in (2.0, 0.0):
        gen = TypedGenerator(Policy(max_ops=6, coverage_bias=bias), seed=0)
        for i in range(100):
            gen.generate(i)
        covered[bias] = len(gen.coverage.op_dtype)
    # Seeds 0-3 measured 264-277 guided vs 233-242 unguided; demand a clear margin, not noise.
    assert covered[2.0] >= covered[0.0] + 10
    vertex, edge = gen.coverage.diversity(gen.specs, 6, 4)
    assert 0 < vertex <= 1 and 0 < edge <= 1


def test_input_search_finds_finite_reference_inputs():
    gen = TypedGenerator(Policy(max_ops=8), seed=21)
    finite = sum(find_inputs(gen.generate(i), seed=i).finite for i in range(40))
    assert finite >= 36


def test_mutants_keep_types_and_tvm_accepts_them():
    gen = TypedGenerator(Policy(max_ops=8), seed=5)
    changed = 0
    for i in range(40):
        module = gen.generate(i)
        mutant = replace_subexpression(module, seed=i)
        assert mutant is not None
        assert mutant.main.ret_type == module.main.ret_type
        changed += mutant != module
        _tvm_accepts(mutant)
    assert changed == 40


def test_users_tvmscript_modules_can_be_mutated():
    from pathlib import Path

    user = tvm_adapter.import_module((Path(__file__).parents[1] / "examples" / "mlp_block.py").read_text())
    mutants = {replace_subexpression(user, seed=s) for s in range(8)} - {None}
    assert len(mutants) >= 4
    for mutant in mutants:
        _tvm_accepts(mutant)


def test_pass_sequences_mutate_within_the_available_passes():
    rng = np.random.default_rng(0)
    assert all(random_passes(np.random.default_rng(s), tvm_adapter.RELAX_PASSES) for s in range(50))
    seq = random_passes(rng, tvm_adapter.RELAX_PASSES, 5)
    seen = set()
    for _ in range(50):
        seq = mutate_passes(seq, rng, tvm_adapter.RELAX_PASSES)
        seen.add(seq)
        assert set(seq) <= set(tvm_adapter.RELAX_PASSES)
    assert len(seen) > 30


def test_generated_programs_round_trip_through_relax_and_through_tvmscript_text():
    gen = TypedGenerator(Policy(max_ops=8), seed=31)
    for i in range(25):
        module = gen.generate(i)
        assert tvm_adapter.import_module(tvm_adapter.lower(module)) == module
        assert tvm_adapter.import_module(tvm_adapter.to_script(module)) == module


def test_a_new_policy_is_a_small_subclass():
    class ConvNetPolicy(TypedGenerator):
        """Image-shaped float16 results, built mostly from convolutions and pooling."""

        def target_type(self):
            return TensorType((1, self.sampler.integer(2, 4), 6, 6), "float16")

    gen = ConvNetPolicy(Policy(max_ops=6, dtypes=("float16",), op_weights={"linalg": 20.0, "pool": 20.0}), seed=2)
    used = Counter()
    for i in range(20):
        module = gen.generate(i)
        assert module.main.ret_type.shape[2:] == (6, 6) and module.main.ret_type.dtype == "float16"
        used.update(b.value.op.split(".")[0] for _, b in walk(module) if hasattr(b.value, "op"))
        _tvm_accepts(module)
    assert used["nn"] > 0
