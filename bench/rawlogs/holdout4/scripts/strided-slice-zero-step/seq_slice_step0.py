# cause: strided-slice-zero-step
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax


def test_slice_in_sequential():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 16, 16), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            a = bb.emit(relax.op.astype(x, "float32"))
            s = bb.emit(relax.op.strided_slice(a, axes=[2], begin=[15], end=[0], strides=[0]))
            out = bb.emit_output(s)
        bb.emit_func_output(out)
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FuseOps()])
    seq(bb.get())
