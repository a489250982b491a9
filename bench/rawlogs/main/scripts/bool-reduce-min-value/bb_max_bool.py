# cause: bool-reduce-min-value
# expect: Cannot decide min_value for typeT?\.?bool
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 4), "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.max(x, axis=[1]))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
