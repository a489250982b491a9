# cause: dce_unknown_entry_function
# expect: Cannot find global var "\w+" in the Module
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class LM:
    @R.function
    def prefill(x: R.Tensor((1, 8), "float32")):
        return R.nn.relu(x)

    @R.function
    def decode(x: R.Tensor((1, 1), "float32")):
        return R.nn.relu(x)


def test_prune():
    seq = tvm.transform.Sequential([
        relax.transform.Normalize(),
        relax.transform.DeadCodeElimination(["prefill", "decode", "main"]),
    ])
    mod = seq(LM)
    assert len(mod.functions) == 2
