# cause: conv1d-negative-output-shape
# expect: _nn_conv1d[\s\S]*lead to negative output shape
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 3, 3), "float16"))
    w = relax.Var("w", relax.TensorType((6, 3, 5), "float16"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv1d(x, w, padding=0))
            r = bb.emit_output(relax.op.nn.relu(c))
        bb.emit_func_output(r)
    mod = bb.get()
    return mod


def main():
    mod = build_module()

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)


if __name__ == "__main__":
    main()
