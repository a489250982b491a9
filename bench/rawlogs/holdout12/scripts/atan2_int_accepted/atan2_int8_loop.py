# cause: atan2_int_accepted
# expect: unknown intrinsic .*tirx\.atan2
# capture: combined
import tvm
from tvm import relax

for dt in ["float32", "float64", "int8"]:
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((7,), dt))
    with bb.function("main", [a]):
        with bb.dataflow():
            r = bb.emit(relax.op.atan2(a, a))
            o = bb.emit_output(r)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
    print("atan2", dt, "ok")
