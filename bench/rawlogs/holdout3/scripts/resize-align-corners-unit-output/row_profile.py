# cause: resize-align-corners-unit-output
# expect: resize2d[\s\S]*Divide by zero
# capture: combined
import tvm
from tvm import relax


def profile_module(out_h, out_w, method):
    x = relax.Var("x", relax.TensorType((1, 1, 64, 48), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.image.resize2d(x, (out_h, out_w), method=method,
                                                coordinate_transformation_mode="align_corners"))
            bb.emit_output(y)
        bb.emit_func_output(y)
    return bb.get()


for method in ["nearest_neighbor", "linear"]:
    for size in [(32, 24), (64, 1)]:
        print(f"compiling {method} -> {size}")
        mod = profile_module(*size, method)
        tvm.compile(mod, target="llvm")
        print("   ok")
