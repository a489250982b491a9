# cause: runtime_rank_mismatch
# expect: ErrorContext\(fn=decode, loc=param\[1\], param=pos
# capture: stderr
# post: truncate=0.55
# rotary position lookup, pos is a 1-d tensor of positions
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Rope:
    @R.function
    def decode(table: R.Tensor((2048, 64), "float32"), pos: R.Tensor(("n",), "int64")):
        n = T.int64()
        with R.dataflow():
            rows = R.take(table, pos, axis=0)
            R.output(rows)
        return rows


ex = tvm.compile(Rope, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
table = tvm.runtime.tensor(np.random.default_rng(0).random((2048, 64), dtype="float32"))
print(vm["decode"](table, tvm.runtime.tensor(np.arange(5, dtype="int64"))).shape)
# single-token decode step: position as a 0-d array
pos = np.array(5, dtype="int64")
print(vm["decode"](table, tvm.runtime.tensor(pos)).shape)
