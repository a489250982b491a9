# cause: strided-slice-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
import warnings
import tvm
from tvm import relax
from tvm.relax import op

warnings.warn("slicing config loaded from defaults; step may be invalid", UserWarning)

def main():
    bb = relax.BlockBuilder()
    x = relax.Var("seq", relax.TensorType((1, 128, 64), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.strided_slice(x, axes=[1], begin=[1], end=[127], strides=[0]))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()

main()
