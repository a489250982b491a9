# cause: convertlayout-layernorm-packed
# expect: relax\.nn\.layer_norm
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax import op


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4, 3, 3), "float32"))
    w = relax.Var("w", relax.TensorType((4, 4, 3, 3), "float32"))
    g = relax.Var("g", relax.TensorType((4,), "float32"))
    b = relax.Var("b", relax.TensorType((4,), "float32"))
    with bb.function("main", [x, w, g, b]):
        with bb.dataflow():
            c = bb.emit(op.nn.conv2d(x, w, padding=(1, 1)))
            r = bb.emit(op.nn.relu(c))
            out = bb.emit_output(op.nn.layer_norm(r, g, b, axes=[1]))
        bb.emit_func_output(out)
    return bb.get()


def main():
    seq = tvm.transform.Sequential([
        relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]}),
        relax.transform.LegalizeOps(),
    ])
    with tvm.transform.PassContext(opt_level=3):
        seq(build())


main()
