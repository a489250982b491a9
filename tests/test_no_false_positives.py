"""No false positives: programs TVM is known to handle pass every oracle.

Generated programs whose op uses all lie outside every known TVM bug's predicate (``avoid_known_bugs``) run
through every oracle this machine has, in the sandbox, on real TVM, through the campaign's own recording
path. Any failure is either a defect of ours (an oracle, the lowering, a reference, a tolerance) or a TVM
bug that no entry records yet; both need a look before a campaign's verdicts can be trusted, so the test
fails and names them.
"""

import io
import itertools

import pytest

from relayreduce.campaign import run_campaign
from relayreduce.case import Case, OracleSpec
from relayreduce.generator.inputs import find_inputs
from relayreduce.generator.mutate import random_passes
from relayreduce.generator.policy import Policy
from relayreduce.generator.typed import TypedGenerator
from relayreduce.known_bugs import program_covering
from relayreduce.oracles import available
from relayreduce.progress import ProgressLine
from relayreduce.results import read_failure
from relayreduce.sandbox import SandboxExecutor

PROGRAMS = 200
POLICY = Policy(max_ops=6, avoid_known_bugs=True)


def clean_cases(count: int, seed: int = 2026):
    """``count`` programs with finite references, each paired with every available oracle, except where a
    known program-level bug covers the pairing (a passes case draws another pass list instead)."""
    import numpy as np

    from relayreduce import tvm_adapter

    generator = TypedGenerator(POLICY, seed)
    rng = np.random.default_rng(seed)
    programs = 0
    for index in itertools.count():
        if programs == count:
            return
        program = generator.generate(index)
        found = find_inputs(program, seed=index)
        if not found.finite:
            continue
        programs += 1
        for oracle in available():
            passes = random_passes(rng, tvm_adapter.RELAX_PASSES) if oracle == "passes" else ()
            for _ in range(10 if oracle == "passes" else 0):
                if not program_covering(program, oracle, passes):
                    break
                passes = random_passes(rng, tvm_adapter.RELAX_PASSES)
            if program_covering(program, oracle, passes):
                continue
            yield Case(program, tuple(found.inputs), OracleSpec(oracle, "llvm", passes=passes), seed=index,
                       environment={}, origin=f"clean:{seed}:{index}")


@pytest.mark.slow
def test_programs_outside_every_known_bug_pass_every_oracle(tmp_path):
    cases = list(clean_cases(PROGRAMS))
    assert len({c.program for c in cases}) == PROGRAMS
    with SandboxExecutor(max_workers=2, timeout_s=120) as executor:
        stats = run_campaign(tmp_path, budget_s=3600, cases=cases, executor=executor, jobs=2,
                             progress=ProgressLine(io.StringIO()), log=lambda text: None)
    assert stats.tests == len(cases)
    failures = [read_failure(d) for d in tmp_path.iterdir() if (d / "failure.json").exists()]
    summary = "\n".join(f"{f['oracle']}: {f['kind']} {f.get('exception_type')}: {f.get('message', '')[:300]}"
                        for f in failures)
    assert stats.failures == 0 and not failures, summary
    # The campaign counts our own errors instead of recording them: here they are defects to look at too.
    assert stats.own_errors == 0, stats.own_error_examples
