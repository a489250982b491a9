# cause: take-out-of-range-index-crash
# expect: Segfault encountered|Segmentation fault|Fatal Python error
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def _lookup(n):
    bb = relax.BlockBuilder()
    t = relax.Var("t", R.Tensor((n, 8), "float32"))
    i = relax.Var("i", R.Tensor((2,), "int64"))
    with bb.function("main", [t, i]):
        with bb.dataflow():
            o = bb.emit_output(relax.op.take(t, i, axis=0))
        bb.emit_func_output(o)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return lambda ids: vm["main"](tvm.runtime.tensor(np.ones((n, 8), "float32")), tvm.runtime.tensor(np.array(ids, "int64")))


print("in range:", _lookup(10)([0, 9]).numpy().shape)
print("out of range:")
_lookup(10)([0, 40000000000])
