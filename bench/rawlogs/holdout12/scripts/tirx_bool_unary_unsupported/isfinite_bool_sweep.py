# cause: tirx_bool_unary_unsupported
# expect: not supported for finiteness ops
# capture: combined
import traceback
import tvm
from tvm import relax


def compile_unary(opname, dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 4), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(getattr(relax.op, opname)(x))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return tvm.compile(bb.get(), target="llvm")


# a quick sanity check of an unrelated helper first
try:
    compile_unary("sqrt", "int32")
except Exception:
    traceback.print_exc()
    print("(sqrt on int32 is rejected, as expected)")

for dt in ["float32", "bool"]:
    compile_unary("isfinite", dt)
    print("isfinite", dt, "ok")
