# cause: split-indices-not-sorted
# expect: _split[\s\S]*split_indices must be sorted
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((0, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            parts = bb.emit(relax.op.split(x, 2, axis=0))
            y = bb.emit_output(relax.TupleGetItem(parts, 0))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    mod = build_module()
    mod = relax.transform.LegalizeOps()(mod)


if __name__ == "__main__":
    main()
