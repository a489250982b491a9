# cause: conv1d-negative-output-shape
# expect: _nn_conv1d[\s\S]*lead to negative output shape
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4, 10), "float32"))
    w = relax.Var("w", relax.TensorType((4, 4, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv1d(x, w, dilation=6))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)
    mod = relax.transform.LegalizeOps()(mod)


if __name__ == "__main__":
    main()
