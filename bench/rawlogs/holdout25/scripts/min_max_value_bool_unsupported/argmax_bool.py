# cause: min_max_value_bool_unsupported
# expect: Cannot decide min_value
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class FirstHit:
    @R.function
    def main(hits: R.Tensor(("n", "m"), "bool")):
        with R.dataflow():
            idx = R.argmax(hits, axis=1)
            R.output(idx)
        return idx


def test_first_hit_index():
    vm = relax.VirtualMachine(tvm.compile(FirstHit, "llvm"), tvm.cpu())
    hits = np.array([[0, 0, 1, 1], [1, 0, 0, 0]], bool)
    assert vm["main"](tvm.runtime.tensor(hits)).numpy().tolist() == [2, 0]
