# cause: user_error_match_cast_runtime_mismatch
# expect: ErrorContext\(match_cast
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Seq:
    @R.function
    def main(x: R.Tensor(("b", "s"), "float32")):
        b = T.int64()
        s = T.int64()
        with R.dataflow():
            y = R.match_cast(x, R.Tensor((b, 16), "float32"))
            z = R.sum(y, axis=[1])
            R.output(z)
        return z


def test_seq_len():
    mod = relax.transform.CanonicalizeBindings()(Seq)
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones((2, 12), "float32")))
