# cause: reduce_bool_min_max_value
# expect: Cannot decide max_value for type
# capture: pytest-native
import tvm
from tvm import relax

configs = [("float32", 0), ("int32", 1), ("bool", 1)]
for dtype, axis in configs:
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 9), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            r = bb.emit(relax.op.argmin(x, axis=axis, keepdims=True))
            o = bb.emit_output(r)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
    print(f"argmin {dtype} axis={axis}: ok", flush=True)
