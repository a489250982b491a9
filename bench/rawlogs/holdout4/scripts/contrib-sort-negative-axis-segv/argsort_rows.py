# cause: contrib-sort-negative-axis-segv
# expect: Fatal Python error: Segmentation fault
# capture: stderr
import faulthandler
import numpy as np
import tvm
from tvm import relax

faulthandler.enable()


def run():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 6), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.argsort(x, axis=-4, dtype="int32"))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.random.default_rng(1).random((2, 6), dtype="float32")))


print(run())
