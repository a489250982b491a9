# cause: vm_missing_argument
# expect: but 2 arguments were provided
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Step:
    @R.function
    def step(cache: R.Tensor(("L", 16), "float32"), new: R.Tensor((1, 16), "float32"), cur: R.Prim("int64")):
        L = T.int64()
        with R.dataflow():
            out = R.concat([cache, new], axis=0)
            R.output(out)
        return out


def test_decode_steps():
    vm = relax.VirtualMachine(tvm.compile(Step, target="llvm"), tvm.cpu())
    cache = tvm.runtime.tensor(np.zeros((0, 16), "float32"))
    for _ in range(3):
        cache = vm["step"](cache, tvm.runtime.tensor(np.ones((1, 16), "float32")))
    assert cache.shape == (3, 16)
