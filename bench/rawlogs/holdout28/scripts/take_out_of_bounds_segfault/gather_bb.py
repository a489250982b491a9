# cause: take_out_of_bounds_segfault
# expect: Segfault encountered
# capture: stderr
# post: truncate=0.5
# BlockBuilder: pick rows of a (n, 4) feature table with indices from a sampler
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
k = tirx.Var("k", "int64")
feat = relax.Var("feat", R.Tensor((n, 4), "float32"))
idx = relax.Var("idx", R.Tensor((k,), "int64"))
bb = relax.BlockBuilder()
with bb.function("pick", [feat, idx]):
    with bb.dataflow():
        rows = bb.emit(relax.op.take(feat, idx, axis=0))
        out = bb.emit_output(relax.op.sum(rows, axis=[1]))
    bb.emit_func_output(out)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
f = np.ones((10, 4), "float32")
idx = np.random.default_rng(0).integers(0, 10, 6) * 100_000_000  # forgot the modulo
print(vm["pick"](tvm.runtime.tensor(f), tvm.runtime.tensor(idx.astype("int64"))).numpy())
