# cause: user_index_tensor_unbroadcastable_indices
# expect: index_tensor: cannot broadcast
# capture: pytest
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    img = relax.Var("img", relax.TensorType((64, 64), "float32"))
    gy = relax.Var("gy", relax.TensorType((3, 4), "int64"))
    gx = relax.Var("gx", relax.TensorType((4, 3), "int64"))
    with bb.function("sample", [img, gy, gx]):
        with bb.dataflow():
            out = bb.emit(relax.op.index_tensor(img, [gy, gx]))
            gv = bb.emit_output(out)
        bb.emit_func_output(gv)
    tvm.compile(bb.get(), target="llvm")


def test_grid_sample_indices():
    main()
