# cause: te-identity-duplicate-buffer
# expect: occurred multiple times
# capture: stderr
import tvm
from tvm import relax, topi


def maybe_cast(x, dtype):
    # no-op when the dtype already matches
    return x if x.dtype == dtype else topi.cast(x, dtype)


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([16], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_te(maybe_cast, x, "float32")
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
