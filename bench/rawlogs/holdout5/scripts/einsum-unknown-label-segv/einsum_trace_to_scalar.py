# cause: einsum-unknown-label-segv
# expect: Segfault encountered
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def einsum_fn(spec, *shapes):
    bb = relax.BlockBuilder()
    xs = [relax.Var(f"x{i}", relax.TensorType(list(s), "float32")) for i, s in enumerate(shapes)]
    with bb.function("main", xs):
        with bb.dataflow():
            y = bb.emit(relax.op.einsum(xs, spec))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return bb.get()


for spec, shapes in [("ii->", [(3, 3)]), ("ij->ji", [(2, 3)]), ("ii->j", [(3, 3)])]:
    print("einsum", spec, flush=True)
    mod = einsum_fn(spec, *shapes)
    tvm.compile(mod, target="llvm")
