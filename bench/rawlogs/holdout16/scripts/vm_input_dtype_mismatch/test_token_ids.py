# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype \w+ but get \w+
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gather:
    @R.function
    def main(ids: R.Tensor((6,), "int64"), emb: R.Tensor((50, 4), "float32")):
        out = R.take(emb, ids, axis=0)
        return out


def test_gather_ids():
    vm = relax.VirtualMachine(tvm.compile(Gather, "llvm"), tvm.cpu())
    ids = np.array([1, 2, 3, 4, 5, 6], dtype="int32")
    emb = np.ones((50, 4), "float32")
    assert vm["main"](tvm.runtime.tensor(ids), tvm.runtime.tensor(emb)).shape == (6, 4)
