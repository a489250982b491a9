# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((0, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.mean(x, axis=[0]))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    print(f"TVM version: {tvm.__version__}")
    mod = build_module()
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
