# cause: scatter-elements-rank0-topi
# expect: IndexError: Index out of range\. size: 0, got index 0
# post: truncate=0.65
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    acc = relax.Var("acc", relax.TensorType((), "float16"))
    val = relax.Var("val", relax.TensorType((), "float16"))
    pos = relax.Var("pos", relax.TensorType((), "int32"))
    with bb.function("main", [acc, pos, val]):
        with bb.dataflow():
            r = bb.emit(relax.op.scatter_elements(acc, pos, val, reduction="max"))
            o = bb.emit_output(r)
        bb.emit_func_output(o)
    return bb.get()


def main():
    mod = build()
    mod = relax.get_pipeline("default_build")(mod) if False else mod
    print("lowering scatter")
    with tvm.transform.PassContext(opt_level=3):
        tvm.compile(mod, "llvm")


if __name__ == "__main__":
    main()
