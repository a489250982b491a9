# cause: lift-params-num-input-overflow
# expect: Segfault encountered
# env: PYTHONFAULTHANDLER=1
import tvm
from tvm import relax


def build_conv_bn():
    R = relax.op
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
    w = relax.Var("w", relax.TensorType((16, 3, 3, 3), "float32"))
    s = relax.Var("scale", relax.TensorType((16, 1, 1, 1), "float32"))
    params = [x, w, s]
    with bb.function("main", params, attrs={"num_input": len(params) + 2}):
        with bb.dataflow():
            ws = bb.emit(R.multiply(w, s))
            y = bb.emit_output(R.nn.conv2d(x, ws, padding=1))
        bb.emit_func_output(y)
    return bb.get()


def main():
    seq = tvm.transform.Sequential([
        relax.transform.LiftTransformParams(),
        relax.transform.LegalizeOps(),
        relax.transform.FoldConstant(),
    ])
    mod = seq(build_conv_bn())
    print(mod)


if __name__ == "__main__":
    main()
